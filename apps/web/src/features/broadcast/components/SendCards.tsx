import { Button, Card, FileInput, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { LIMITS, MESSAGES, type TEmailSendAnswer } from '@ptlog/shared';
import { IconFileSpreadsheet, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { translateMessage } from '../../../i18n/messages';
import { useSendFromExcel, useSendToAll } from '../api';
import {
  allUsersProblem,
  excelProblem,
  invalidRowsOf,
  sendFailureMessage,
  type TBroadcastFields,
} from '../broadcast';
import { BROADCAST_NS } from '../i18n';
import { SendFailure, SendResult, type TSendFailure } from './SendOutcome';

const EMPTY: TBroadcastFields = { subject: '', message: '' };

/** The failure shown under a form: the same reason as the toast, and the sheet's invalid rows. */
function failureOf(error: unknown, spec: string): TSendFailure {
  return { message: sendFailureMessage(error, spec), invalidRows: invalidRowsOf(error) };
}

function Fields({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: TBroadcastFields;
  onChange: (next: TBroadcastFields) => void;
}) {
  const { t } = useTranslation(BROADCAST_NS);
  return (
    <>
      <TextInput
        id={`${idPrefix}-subject`}
        label={t('fields.subject')}
        withAsterisk
        maxLength={LIMITS.SUBJECT_MAX}
        value={value.subject}
        onChange={(event) => onChange({ ...value, subject: event.currentTarget.value })}
      />
      <Textarea
        id={`${idPrefix}-message`}
        label={t('fields.message')}
        withAsterisk
        rows={6}
        maxLength={LIMITS.MESSAGE_MAX}
        value={value.message}
        onChange={(event) => onChange({ ...value, message: event.currentTarget.value })}
      />
    </>
  );
}

/** 'Send to All Users': every active user with a verified address, after a confirmation. */
export function SendToAllCard() {
  const { t } = useTranslation(BROADCAST_NS);
  const [fields, setFields] = useState(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const [answer, setAnswer] = useState<TEmailSendAnswer | null>(null);
  const [failure, setFailure] = useState<TSendFailure | null>(null);
  const send = useSendToAll();
  const problem = allUsersProblem(fields);
  const touched = fields.subject !== '' || fields.message !== '';

  const handleConfirm = () => {
    // The outcome under the form is this send's only: an earlier one would read as its answer.
    setAnswer(null);
    setFailure(null);
    send.mutate(
      { subject: fields.subject.trim(), message: fields.message.trim() },
      {
        onSuccess: (result) => {
          setConfirming(false);
          setAnswer(result);
          setFields(EMPTY);
          notify.success(translateMessage(result.message));
        },
        onError: (error) => {
          setConfirming(false);
          const failed = failureOf(error, MESSAGES.email.sendAllFailed);
          setFailure(failed);
          notify.error(failed.message);
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="send-all">
      <form
        noValidate
        aria-labelledby="send-all"
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) setConfirming(true);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="send-all">
            {t('all.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('all.intro')}
          </Text>
          <Fields idPrefix="all" value={fields} onChange={setFields} />
          {touched && problem && (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          )}
          <Button
            type="submit"
            leftSection={<IconSend size={16} />}
            disabled={problem !== null}
            loading={send.isPending}
          >
            {t('all.submit')}
          </Button>
          {answer && <SendResult answer={answer} />}
          {failure && <SendFailure failure={failure} />}
        </Stack>
      </form>
      <ConfirmDialog
        keepOpenWhileLoading
        opened={confirming}
        title={t('all.confirmTitle')}
        message={t('all.confirmMessage', { subject: fields.subject.trim() })}
        confirmLabel={t('all.confirm')}
        color="blue"
        loading={send.isPending}
        onConfirm={handleConfirm}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

/** 'Send from Excel (.xlsx)': the addresses of column A ('Email'), optional names in B. */
export function SendFromExcelCard() {
  const { t } = useTranslation(BROADCAST_NS);
  const [fields, setFields] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<TEmailSendAnswer | null>(null);
  const [failure, setFailure] = useState<TSendFailure | null>(null);
  const [tried, setTried] = useState(false);
  const send = useSendFromExcel();
  const problem = excelProblem(file ? { name: file.name, size: file.size } : null, fields);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || !file) return;
    setAnswer(null);
    setFailure(null);
    send.mutate(
      { file, fields: { subject: fields.subject.trim(), message: fields.message.trim() } },
      {
        onSuccess: (result) => {
          setAnswer(result);
          setFields(EMPTY);
          setFile(null);
          setTried(false);
          notify.success(translateMessage(result.message));
        },
        onError: (error) => {
          const failed = failureOf(error, MESSAGES.email.sendExcelFailed);
          setFailure(failed);
          notify.error(failed.message);
        },
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
            onChange={setFile}
            clearable
            withAsterisk
          />
          <Fields idPrefix="excel" value={fields} onChange={setFields} />
          {tried && problem && (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          )}
          <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
            {t('excel.submit')}
          </Button>
          {answer && <SendResult answer={answer} />}
          {failure && <SendFailure failure={failure} />}
        </Stack>
      </form>
    </Card>
  );
}
