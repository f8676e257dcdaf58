import { Button, Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import { LIMITS } from '@ptlog/shared';
import { IconTrash } from '@tabler/icons-react';
import type { Ref } from 'react';
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
  return (
    <Fieldset legend={`Step ${step}`} p="sm">
      <Stack gap="xs">
        <Textarea
          ref={fieldRef}
          label="Operation description"
          aria-label={`Step ${step} operation description`}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={LIMITS.DESCRIPTION_MAX}
          value={draft.operation_description}
          error={errors?.operation_description}
          disabled={disabled}
          onChange={(event) => onChange('operation_description', event.currentTarget.value)}
        />
        <TextInput
          label="Tools used"
          aria-label={`Step ${step} tools used`}
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
          loading={deleting}
          disabled={disabled && !deleting}
          aria-label={`Delete step ${step}`}
          style={{ alignSelf: 'flex-end' }}
        >
          Delete
        </Button>
      </Stack>
    </Fieldset>
  );
}
