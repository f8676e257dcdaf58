import { Button, Fieldset, Stack, TextInput } from '@mantine/core';
import { LIMITS } from '@ptlog/shared';
import { IconTrash } from '@tabler/icons-react';
import type { Ref } from 'react';
import { busyButtonProps } from '../../../components/busy-button';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { useTranslation } from '../../../i18n/react';
import { WEEKLY_REPORT_NS } from '../i18n';
import type { TOperationDraft, TOperationFields } from '../operations-draft';

interface OperationRowEditorProps {
  step: number;
  draft: TOperationDraft;
  errors?: Partial<Record<keyof TOperationFields, string>>;
  deleting: boolean;
  disabled: boolean;
  fieldRef?: Ref<HTMLTextAreaElement>;
  onChange: (field: keyof TOperationFields, value: string) => void;
  onDelete: () => void;
}

/** One step in edit mode: its description, its tools, and Delete step N. */
export function OperationRowEditor({
  step,
  draft,
  errors,
  deleting,
  disabled,
  fieldRef,
  onChange,
  onDelete,
}: OperationRowEditorProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  return (
    <Fieldset legend={t('operations.step', { step })} p="sm">
      <Stack gap="xs">
        <GrowingTextarea
          ref={fieldRef}
          label={t('operations.descriptionField')}
          aria-label={t('operations.descriptionFieldLabel', { step })}
          minRows={2}
          maxRows={6}
          maxLength={LIMITS.DESCRIPTION_MAX}
          value={draft.operation_description}
          error={errors?.operation_description}
          disabled={disabled}
          onChange={(event) => onChange('operation_description', event.currentTarget.value)}
        />
        <TextInput
          label={t('operations.toolsField')}
          aria-label={t('operations.toolsFieldLabel', { step })}
          maxLength={LIMITS.TEXT_MAX}
          value={draft.tools_used}
          error={errors?.tools_used}
          disabled={disabled}
          onChange={(event) => onChange('tools_used', event.currentTarget.value)}
        />
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} />}
          onClick={onDelete}
          {...busyButtonProps(deleting, disabled && !deleting)}
          aria-label={t('operations.deleteLabel', { step })}
          style={{ alignSelf: 'flex-end' }}
        >
          {t('operations.delete')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
