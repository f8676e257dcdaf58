import {
  Button,
  Card,
  FileInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  DEPARTMENTS,
  LIMITS,
  MESSAGES,
  RESOURCE_TYPE_LABELS,
  RESOURCE_TYPES,
  type TResourceType,
} from '@ptlog/shared';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../app/notify';
import { isApiError } from '../../../lib/api';
import { useUploadResource } from '../api';
import { RESOURCE_ACCEPT, resourceFileProblem } from '../resources';

export const DEPARTMENT_OPTIONS = [
  { value: '', label: 'All departments' },
  ...DEPARTMENTS.map((department) => ({ value: department, label: department })),
];
export const TYPE_OPTIONS = RESOURCE_TYPES.map((type) => ({
  value: type,
  label: RESOURCE_TYPE_LABELS[type],
}));

const EMPTY = {
  title: '',
  department: '',
  report_type: 'template' as TResourceType,
  description: '',
};

/** Staff: upload a document for one department or all (spec 2 §7 POST /upload/). */
export function UploadResourceCard() {
  const [fields, setFields] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const upload = useUploadResource();
  const serverErrors = isApiError(upload.error) ? upload.error.fieldErrors : {};
  const fileProblem = resourceFileProblem(file);
  const titleProblem = fields.title.trim() === '' ? MESSAGES.resources.titleRequired : null;

  const submit = () => {
    setTouched(true);
    if (!file || fileProblem || titleProblem) return;
    upload.mutate(
      { ...fields, title: fields.title.trim(), description: fields.description.trim(), file },
      {
        onSuccess: () => {
          notify.success(MESSAGES.resources.uploaded);
          setFields(EMPTY);
          setFile(null);
          setTouched(false);
        },
        onError: (error) =>
          notify.error(
            isApiError(error) && error.status < 500
              ? error.detail
              : MESSAGES.resources.uploadFailed,
          ),
      },
    );
  };

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
            Upload a resource
          </Title>
          <Text size="sm" c="dimmed">
            PDF, Word, Excel, PNG or JPEG, at most {LIMITS.RESOURCE_MAX_BYTES / 1024 / 1024} MB.
            Students see it in their department, or everyone with All departments.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Title"
              withAsterisk
              maxLength={LIMITS.RESOURCE_TITLE_MAX}
              value={fields.title}
              onChange={(event) => setFields({ ...fields, title: event.currentTarget.value })}
              error={(touched && titleProblem) || serverErrors.title?.[0]}
            />
            <FileInput
              label="File"
              withAsterisk
              accept={RESOURCE_ACCEPT}
              value={file}
              onChange={setFile}
              clearable
              placeholder="Choose a file"
              error={(touched && fileProblem) || serverErrors.file?.[0]}
            />
            <Select
              label="Department"
              data={DEPARTMENT_OPTIONS}
              value={fields.department}
              onChange={(value) => setFields({ ...fields, department: value ?? '' })}
              allowDeselect={false}
              searchable
              error={serverErrors.department?.[0]}
            />
            <Select
              label="Type"
              data={TYPE_OPTIONS}
              value={fields.report_type}
              onChange={(value) =>
                setFields({ ...fields, report_type: (value ?? 'other') as TResourceType })
              }
              allowDeselect={false}
            />
          </SimpleGrid>
          <Textarea
            label="Description (optional)"
            autosize
            minRows={2}
            maxLength={LIMITS.RESOURCE_DESCRIPTION_MAX}
            value={fields.description}
            onChange={(event) => setFields({ ...fields, description: event.currentTarget.value })}
          />
          <Button
            type="submit"
            leftSection={<IconUpload size={16} />}
            loading={upload.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Upload
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
