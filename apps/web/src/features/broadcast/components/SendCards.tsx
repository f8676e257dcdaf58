import {
  Alert,
  Button,
  Card,
  FileInput,
  List,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { LIMITS, MESSAGES, type TEmailSendAnswer } from '@ptlog/shared';
import { IconCircleCheck, IconFileSpreadsheet, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { translateMessage } from '../../../i18n/messages';
import { formatCount } from '../../admin/format';
import { useSendFromExcel, useSendToAll } from '../api';
import {
  allUsersProblem,
  excelProblem,
  sendFailureMessage,
  type TBroadcastFields,
} from '../broadcast';
import { BROADCAST_NS } from '../i18n';

const EMPTY: TBroadcastFields = { subject: '', message: '' };

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

/** What the server queued, with the sheet rows it skipped. */
export function SendResult({ answer }: { answer: TEmailSendAnswer }) {
  const { t } = useTranslation(BROADCAST_NS);
  return (
    <Alert
      color="green"
      icon={<IconCircleCheck size={18} />}
      title={translateMessage(answer.message)}
      role="status"
    >
      <Text size="sm">{t('result.queued', { count: formatCount(answer.queued) })}</Text>
      {answer.duplicate_count > 0 && (
        <Text size="sm">
          {t('result.duplicates', { count: formatCount(answer.duplicate_count) })}
        </Text>
      )}
      {answer.invalid_count > 0 && (
        <>
          <Text size="sm" fw={500} mt="xs">
            {t('result.invalid', { count: formatCount(answer.invalid_count) })}
          </Text>
          <List size="sm" aria-label={t('result.invalidList')} spacing={2}>
            {answer.invalid_emails.map((row) => (
              <List.Item key={row.row}>
                {t('result.row', { row: row.row, value: row.value || t('result.emptyCell') })}
              </List.Item>
            ))}
          </List>
          {answer.invalid_count > answer.invalid_emails.length && (
            <Text size="xs" c="dimmed">
              {t('result.firstListed', { count: answer.invalid_emails.length })}
            </Text>
          )}
        </>
      )}
    </Alert>
  );
}

/** 'Send to All Users': every active user with a verified address, after a confirmation. */
export function SendToAllCard() {
  const { t } = useTranslation(BROADCAST_NS);
  const [fields, setFields] = useState(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const [answer, setAnswer] = useState<TEmailSendAnswer | null>(null);
  const send = useSendToAll();
  const problem = allUsersProblem(fields);
  const touched = fields.subject !== '' || fields.message !== '';

  const handleConfirm = () => {
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
          notify.error(sendFailureMessage(error, MESSAGES.email.sendAllFailed));
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
  const [tried, setTried] = useState(false);
  const send = useSendFromExcel();
  const problem = excelProblem(file ? { name: file.name, size: file.size } : null, fields);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || !file) return;
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
        onError: (error) => notify.error(sendFailureMessage(error, MESSAGES.email.sendExcelFailed)),
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
        </Stack>
      </form>
    </Card>
  );
}
