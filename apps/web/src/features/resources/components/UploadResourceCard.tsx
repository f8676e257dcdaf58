import {
  Button,
  Card,
  FileInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DEPARTMENTS, LIMITS, MESSAGES, RESOURCE_TYPES, type TResourceType } from '@ptlog/shared';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../app/notify';
import { busyButtonProps } from '../../../components/busy-button';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import type { TFunction } from '../../../i18n/translator';
import { isApiError } from '../../../lib/api';
import { useSingleFlight } from '../../../lib/single-flight';
import { useUploadResource } from '../api';
import { RESOURCES_NS } from '../i18n';
import { RESOURCE_ACCEPT, resourceFileProblem } from '../resources';

type TResourcesT = TFunction<typeof RESOURCES_NS>;

/** The departments a resource can be for, the empty one first (every department). */
export function departmentOptions(t: TResourcesT, allLabel = t('departments.all')) {
  return [
    { value: '', label: allLabel },
    ...DEPARTMENTS.map((department) => ({ value: department, label: department })),
  ];
}

/** The types of resource with their names in the reader's language. */
export function typeOptions(t: TResourcesT) {
  return RESOURCE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));
}

const EMPTY = {
  title: '',
  department: '',
  report_type: 'template' as TResourceType,
  description: '',
};

/** Staff: upload a document for one department or all (spec 2 §7 POST /upload/). */
export function UploadResourceCard() {
  const { t } = useTranslation(RESOURCES_NS);
  const [fields, setFields] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const upload = useUploadResource();
  const serverErrors = isApiError(upload.error) ? upload.error.fieldErrors : {};
  const fileProblem = resourceFileProblem(file);
  const titleProblem = fields.title.trim() === '' ? MESSAGES.resources.titleRequired : null;

  // One upload per tap: a double tap would store the document twice.
  const submit = useSingleFlight(() => {
    setTouched(true);
    if (!file || fileProblem || titleProblem) return;
    return upload
      .mutateAsync({
        ...fields,
        title: fields.title.trim(),
        description: fields.description.trim(),
        file,
      })
      .then(
        () => {
          notify.success(translateMessage(MESSAGES.resources.uploaded));
          setFields(EMPTY);
          setFile(null);
          setTouched(false);
        },
        (error: unknown) =>
          notify.error(
            isApiError(error) && error.status < 500
              ? error.detail
              : translateMessage(MESSAGES.resources.uploadFailed),
          ),
      );
  });

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="upload-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="upload-title">
            {t('upload.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('upload.hint', { maxMegabytes: String(LIMITS.RESOURCE_MAX_BYTES / 1024 / 1024) })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('upload.titleLabel')}
              withAsterisk
              maxLength={LIMITS.RESOURCE_TITLE_MAX}
              value={fields.title}
              onChange={(event) => setFields({ ...fields, title: event.currentTarget.value })}
              error={
                (touched && titleProblem && translateMessage(titleProblem)) ||
                serverErrors.title?.[0]
              }
            />
            <FileInput
              label={t('upload.file')}
              withAsterisk
              accept={RESOURCE_ACCEPT}
              value={file}
              onChange={setFile}
              clearable
              placeholder={t('upload.chooseFile')}
              error={
                (touched && fileProblem && translateMessage(fileProblem)) || serverErrors.file?.[0]
              }
            />
            <Select
              label={t('upload.department')}
              data={departmentOptions(t)}
              value={fields.department}
              onChange={(value) => setFields({ ...fields, department: value ?? '' })}
              allowDeselect={false}
              searchable
              error={serverErrors.department?.[0]}
            />
            <Select
              label={t('upload.type')}
              data={typeOptions(t)}
              value={fields.report_type}
              onChange={(value) =>
                setFields({ ...fields, report_type: (value ?? 'other') as TResourceType })
              }
              allowDeselect={false}
            />
          </SimpleGrid>
          <GrowingTextarea
            label={t('upload.description')}
            minRows={2}
            maxLength={LIMITS.RESOURCE_DESCRIPTION_MAX}
            value={fields.description}
            onChange={(event) => setFields({ ...fields, description: event.currentTarget.value })}
          />
          <Button
            type="submit"
            leftSection={<IconUpload size={16} />}
            {...busyButtonProps(upload.isPending)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('upload.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
