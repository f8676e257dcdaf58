import { Modal, Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { notify } from '../../../app/notify';
import { DiscardChangesDialog } from '../../../components/DiscardChangesDialog';
import { FormActions } from '../../../components/FormActions';
import {
  type TFormGuard,
  useFormDialogGuard,
  useReportFormGuard,
} from '../../../components/form-dialog-guard';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { focusFirst } from '../../../lib/focus-invalid';
import { useSingleFlight } from '../../../lib/single-flight';
import { actionFailureMessage } from '../error-message';
import { ADMIN_NS } from '../i18n';
import { refusedFields, type TChecked, type TFormErrors } from '../record-forms';
import type { TRecordTab } from '../records-url';

/** What a record's add / edit form is given by its panel. */
export interface TRecordFormProps<T> {
  kind: TRecordTab;
  /** The record being changed; null for a new one. */
  editing: T | null;
  onClose: () => void;
  reportGuard: (guard: TFormGuard) => void;
}

/**
 * The add / edit dialog of a record. While it saves, it stays open (the refusal shows only
 * here); with something typed, a tap outside does not close it, and Escape asks first.
 */
export function RecordFormDialog({
  opened,
  title,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** The form, given the guard it reports to; mounted only while the dialog is open. */
  children: (reportGuard: (guard: TFormGuard) => void) => ReactNode;
}) {
  const guard = useFormDialogGuard(onClose, { askBeforeDiscard: true });
  return (
    <>
      <Modal opened={opened} {...guard.modalProps} title={title} centered size="lg">
        {opened && children(guard.report)}
      </Modal>
      <DiscardChangesDialog {...guard.discardProps} opened={opened && guard.discardProps.opened} />
    </>
  );
}

interface TRecordFormOptions<TForm, TInput> {
  initial: TForm;
  check: (form: TForm) => TChecked<TForm, TInput>;
  /** Creates (`id` null) or replaces the record. */
  mutation: UseMutationResult<unknown, Error, { id: number | null; input: TInput }>;
  /** The account a refusal may say is gone (a token usage note's user_id). */
  userIdOf?: (input: TInput) => number;
}

/**
 * A record form's state: the fields, their errors (the form's own checks, then the server's
 * field errors under the fields they name) and the alert of any other refusal; one save per
 * click (a double click would add the record twice). `body` goes to RecordFormBody.
 */
export function useRecordForm<TRecord extends { id: number }, TForm extends object, TInput>(
  { kind, editing, onClose, reportGuard }: TRecordFormProps<TRecord>,
  { initial, check, mutation, userIdOf }: TRecordFormOptions<TForm, TInput>,
) {
  const { t } = useTranslation(ADMIN_NS);
  const say = (add: string, edit: string) => t(`records.${kind}.${editing ? edit : add}`);
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<TFormErrors<TForm>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const typed = (Object.keys(initial) as (keyof TForm)[]).some((key) => form[key] !== initial[key]);
  useReportFormGuard({ busy: mutation.isPending, typed }, reportGuard);

  /** Changes a field; its error goes with the change. */
  const set = <K extends keyof TForm>(key: K, value: TForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = useSingleFlight((formElement: HTMLFormElement) => {
    const checked = check(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(formElement);
      return;
    }
    setFailure(null);
    return mutation.mutateAsync({ id: editing?.id ?? null, input: checked.input }).then(
      () => {
        notify.success(say('added', 'updated'));
        onClose();
      },
      (error: unknown) => {
        const fields = refusedFields(error, form, userIdOf?.(checked.input));
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          focusFirst(formElement);
        } else setFailure(actionFailureMessage(error, t('records.saveFailed')));
      },
    );
  });

  return {
    form,
    set,
    /** A field's message in the reader's language, or undefined. */
    errorOf: (key: keyof TForm) => (errors[key] ? translateMessage(errors[key]) : undefined),
    body: {
      label: say('addTitle', 'editTitle'),
      submitLabel: say('submitAdd', 'submitEdit'),
      failure,
      saving: mutation.isPending,
      onCancel: onClose,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submit(event.currentTarget);
      },
    },
  };
}

/** A record form's fields, then its failure alert and [Cancel] [submit]. */
export function RecordFormBody({
  label,
  onSubmit,
  children,
  failure,
  submitLabel,
  saving,
  onCancel,
}: ReturnType<typeof useRecordForm>['body'] & { children: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="sm">
        {children}
        <FormActions
          failure={failure}
          submitLabel={submitLabel}
          submitting={saving}
          onCancel={onCancel}
          cancelDisabled={saving}
        />
      </Stack>
    </form>
  );
}
