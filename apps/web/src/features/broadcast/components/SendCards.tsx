import { Button, Card, FileInput, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  LIMITS,
  MESSAGES,
  type TEmailAudiencePreview,
  type TEmailSendAnswer,
  type TEmailSheetPreview,
} from '@ptlog/shared';
import { IconFileSpreadsheet, IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { notify } from '../../../app/notify';
import { busyButtonProps } from '../../../components/busy-button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import type { TFunction } from '../../../i18n/translator';
import { focusFirst } from '../../../lib/focus-invalid';
import { useAllUsersPreview, useSendFromExcel, useSendToAll, useSheetPreview } from '../api';
import { ALL_STUDENTS, audiencePayload } from '../audience';
import {
  allUsersErrors,
  excelErrors,
  hasBroadcastErrors,
  invalidRowsOf,
  sendFailureMessage,
  type TBroadcastErrors,
  type TBroadcastFields,
} from '../broadcast';
import { BROADCAST_NS } from '../i18n';
import { AllUsersConfirm } from './AllUsersConfirm';
import { AudienceFields } from './AudienceFields';
import { SendFailure, SendResult, type TSendFailure } from './SendOutcome';

const EMPTY: TBroadcastFields = { subject: '', message: '' };

/** The failure shown under a form: the same reason as the toast, and the sheet's invalid rows. */
function failureOf(error: unknown, spec: string): TSendFailure {
  return { message: sendFailureMessage(error, spec), invalidRows: invalidRowsOf(error) };
}

/** The errors without the one of `field`: its value changed, it is checked again at the send. */
function withoutError(errors: TBroadcastErrors, field: keyof TBroadcastErrors): TBroadcastErrors {
  const { [field]: _changed, ...others } = errors;
  return others;
}

/**
 * Subject and message. Checked when the form is sent, not at each key: a message under the field
 * as the first letter is typed would interrupt a screen reader's echo of the typing.
 */
function Fields({
  idPrefix,
  value,
  errors,
  onChange,
}: {
  idPrefix: string;
  value: TBroadcastFields;
  errors: TBroadcastErrors;
  onChange: (next: TBroadcastFields, field: keyof TBroadcastFields) => void;
}) {
  const { t } = useTranslation(BROADCAST_NS);
  // `required` says so to a screen reader too (the asterisk is hidden from it); the forms are
  // noValidate, so no browser popup.
  return (
    <>
      <TextInput
        id={`${idPrefix}-subject`}
        label={t('fields.subject')}
        required
        maxLength={LIMITS.SUBJECT_MAX}
        value={value.subject}
        error={errors.subject}
        onChange={(event) => onChange({ ...value, subject: event.currentTarget.value }, 'subject')}
      />
      <Textarea
        id={`${idPrefix}-message`}
        label={t('fields.message')}
        required
        rows={6}
        maxLength={LIMITS.MESSAGE_MAX}
        value={value.message}
        error={errors.message}
        onChange={(event) => onChange({ ...value, message: event.currentTarget.value }, 'message')}
      />
    </>
  );
}

/**
 * 'Send to All Users': the chosen audience (all students by default) of active users with a
 * verified address. The server counts it and writes one recipient's mail first (a dry run); the
 * confirmation names the count and shows that mail.
 */
/**
 * Closes a send's question unanswered (Cancel, Escape) and puts the focus back on the button
 * that asked it, whatever had the focus when the dialog opened.
 */
function closeQuestion(
  setConfirming: (value: null) => void,
  submitRef: React.RefObject<HTMLButtonElement | null>,
) {
  setConfirming(null);
  submitRef.current?.focus();
}

export function SendToAllCard() {
  const { t } = useTranslation(BROADCAST_NS);
  const [fields, setFields] = useState(EMPTY);
  const [choice, setChoice] = useState(ALL_STUDENTS);
  const [confirming, setConfirming] = useState<TEmailAudiencePreview | null>(null);
  // Closing after the send, focus goes to its outcome (SendOutcome), not back to the button.
  const [returnFocus, setReturnFocus] = useState(true);
  const [answer, setAnswer] = useState<TEmailSendAnswer | null>(null);
  const [failure, setFailure] = useState<TSendFailure | null>(null);
  const [errors, setErrors] = useState<TBroadcastErrors>({});
  const submitRef = useRef<HTMLButtonElement>(null);
  const preview = useAllUsersPreview();
  const send = useSendToAll();
  const payload = {
    subject: fields.subject.trim(),
    message: fields.message.trim(),
    ...audiencePayload(choice),
  };

  const showFailure = (error: unknown) => {
    setReturnFocus(false);
    setConfirming(null);
    const failed = failureOf(error, MESSAGES.email.sendAllFailed);
    setFailure(failed);
    notify.error(failed.message);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (preview.isPending || send.isPending) return;
    const found = allUsersErrors(fields);
    setErrors(found);
    if (hasBroadcastErrors(found)) {
      // Said by taking the focus to the first field that is wrong (its message is read with it).
      focusFirst(event.currentTarget);
      return;
    }
    // The outcome under the form is this send's only: an earlier one would read as its answer.
    setAnswer(null);
    setFailure(null);
    preview.mutate(payload, {
      onSuccess: (counted) => {
        setReturnFocus(true);
        setConfirming(counted);
      },
      onError: showFailure,
    });
  };

  const handleConfirm = () => {
    send.mutate(payload, {
      onSuccess: (result) => {
        setReturnFocus(false);
        setConfirming(null);
        setAnswer(result);
        setFields(EMPTY);
        notify.success(translateMessage(result.message));
      },
      onError: showFailure,
    });
  };

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="send-all">
      <form noValidate aria-labelledby="send-all" onSubmit={handleSubmit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="send-all">
            {t('all.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('all.intro')}
          </Text>
          <AudienceFields value={choice} onChange={setChoice} />
          <Fields
            idPrefix="all"
            value={fields}
            errors={errors}
            onChange={(next, field) => {
              setFields(next);
              setErrors((current) => withoutError(current, field));
            }}
          />
          {/* Never disabled: a keyboard user reaches it, and Send says what is missing. Busy
              while the server counts and sends, it keeps the focus (busy-button.tsx). */}
          <Button
            ref={submitRef}
            type="submit"
            leftSection={<IconSend size={16} />}
            {...busyButtonProps(preview.isPending || send.isPending)}
          >
            {t('all.submit')}
          </Button>
          {answer && <SendResult answer={answer} focusOnShow />}
          {failure && <SendFailure failure={failure} focusOnShow />}
        </Stack>
      </form>
      <AllUsersConfirm
        preview={confirming}
        subject={payload.subject}
        returnFocus={returnFocus}
        loading={send.isPending}
        onConfirm={handleConfirm}
        onClose={() => closeQuestion(setConfirming, submitRef)}
      />
    </Card>
  );
}

/**
 * The question before a sheet is mailed: its name, how many it mails, how many rows it skips and
 * how many addresses of banned or deleted accounts.
 */
function sheetConfirmMessage(
  t: TFunction<typeof BROADCAST_NS>,
  subject: string,
  preview: TEmailSheetPreview,
): string {
  const mailed = t('excel.confirmMessage', {
    subject,
    count: preview.recipients,
    file: preview.file_name,
  });
  const skipped = preview.invalid_count + preview.duplicate_count;
  return [
    mailed,
    skipped > 0 ? t('excel.confirmSkipped', { count: skipped }) : '',
    preview.inactive_count > 0 ? t('excel.confirmInactive', { count: preview.inactive_count }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * 'Send from Excel (.xlsx)': the addresses of column A ('Email'), optional names in B. The sheet
 * is counted by the server first (a dry run), then mailed after a confirmation naming the count.
 */
export function SendFromExcelCard() {
  const { t } = useTranslation(BROADCAST_NS);
  const [fields, setFields] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<TEmailSendAnswer | null>(null);
  const [failure, setFailure] = useState<TSendFailure | null>(null);
  const [errors, setErrors] = useState<TBroadcastErrors>({});
  const [confirming, setConfirming] = useState<TEmailSheetPreview | null>(null);
  // Closing after the send, focus goes to its outcome (SendOutcome), not back to the form.
  const [returnFocus, setReturnFocus] = useState(true);
  const submitRef = useRef<HTMLButtonElement>(null);
  const preview = useSheetPreview();
  const send = useSendFromExcel();
  const content = { subject: fields.subject.trim(), message: fields.message.trim() };

  const showFailure = (error: unknown) => {
    setReturnFocus(false);
    setConfirming(null);
    const failed = failureOf(error, MESSAGES.email.sendExcelFailed);
    setFailure(failed);
    notify.error(failed.message);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (preview.isPending || send.isPending) return;
    const found = excelErrors(file ? { name: file.name, size: file.size } : null, fields);
    setErrors(found);
    if (hasBroadcastErrors(found) || !file) {
      // Said by taking the focus to the first field that is wrong (its message is read with it).
      focusFirst(event.currentTarget);
      return;
    }
    // The outcome under the form is this send's only: an earlier one would read as its answer.
    setAnswer(null);
    setFailure(null);
    preview.mutate(
      { file, fields: content },
      {
        onSuccess: (counted) => {
          setReturnFocus(true);
          setConfirming(counted);
        },
        onError: showFailure,
      },
    );
  };

  const handleConfirm = () => {
    if (!file) return;
    send.mutate(
      { file, fields: content },
      {
        onSuccess: (result) => {
          setReturnFocus(false);
          setConfirming(null);
          setAnswer(result);
          setFields(EMPTY);
          setFile(null);
          notify.success(translateMessage(result.message));
        },
        onError: showFailure,
      },
    );
  };

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="send-excel">
      <form noValidate aria-labelledby="send-excel" onSubmit={handleSubmit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="send-excel">
            {t('excel.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('excel.intro')}
          </Text>
          <FileInput
            label={t('excel.file')}
            placeholder={t('excel.filePlaceholder')}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconFileSpreadsheet size={16} />}
            value={file}
            onChange={(next) => {
              setFile(next);
              setErrors((current) => withoutError(current, 'file'));
            }}
            error={errors.file}
            clearable
            clearButtonProps={{ 'aria-label': t('excel.clearFile') }}
            withAsterisk
          />
          <Fields
            idPrefix="excel"
            value={fields}
            errors={errors}
            onChange={(next, field) => {
              setFields(next);
              setErrors((current) => withoutError(current, field));
            }}
          />
          {/* Busy while the server reads and sends the sheet, it keeps the focus. */}
          <Button
            ref={submitRef}
            type="submit"
            leftSection={<IconSend size={16} />}
            {...busyButtonProps(preview.isPending || send.isPending)}
            styles={WRAPPING_BUTTON}
          >
            {t('excel.submit')}
          </Button>
          {answer && <SendResult answer={answer} focusOnShow />}
          {failure && <SendFailure failure={failure} focusOnShow />}
        </Stack>
      </form>
      <ConfirmDialog
        keepOpenWhileLoading
        opened={confirming !== null}
        returnFocus={returnFocus}
        title={t('excel.confirmTitle')}
        message={confirming ? sheetConfirmMessage(t, content.subject, confirming) : ''}
        confirmLabel={t('excel.confirm')}
        color="blue"
        loading={send.isPending}
        onConfirm={handleConfirm}
        onClose={() => closeQuestion(setConfirming, submitRef)}
      />
    </Card>
  );
}
