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
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatCount } from '../../admin/format';
import { useSendFromExcel, useSendToAll } from '../api';
import {
  allUsersProblem,
  excelProblem,
  sendFailureMessage,
  type TBroadcastFields,
} from '../broadcast';

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
  return (
    <>
      <TextInput
        id={`${idPrefix}-subject`}
        label="Subject"
        withAsterisk
        maxLength={LIMITS.SUBJECT_MAX}
        value={value.subject}
        onChange={(event) => onChange({ ...value, subject: event.currentTarget.value })}
      />
      <Textarea
        id={`${idPrefix}-message`}
        label="Message"
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
  return (
    <Alert color="green" icon={<IconCircleCheck size={18} />} title={answer.message} role="status">
      <Text size="sm">{formatCount(answer.queued)} e-mail(s) queued.</Text>
      {answer.duplicate_count > 0 && (
        <Text size="sm">{formatCount(answer.duplicate_count)} repeated address(es) skipped.</Text>
      )}
      {answer.invalid_count > 0 && (
        <>
          <Text size="sm" fw={500} mt="xs">
            {formatCount(answer.invalid_count)} invalid address(es) not sent to:
          </Text>
          <List size="sm" aria-label="Invalid addresses" spacing={2}>
            {answer.invalid_emails.map((row) => (
              <List.Item key={row.row}>
                Row {row.row}: {row.value || '(empty)'}
              </List.Item>
            ))}
          </List>
          {answer.invalid_count > answer.invalid_emails.length && (
            <Text size="xs" c="dimmed">
              The first {answer.invalid_emails.length} are listed.
            </Text>
          )}
        </>
      )}
    </Alert>
  );
}

/** 'Send to All Users': every active user with a verified address, after a confirmation. */
export function SendToAllCard() {
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
          notify.success(result.message);
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
            Send to All Users
          </Title>
          <Text size="sm" c="dimmed">
            Every active user with a verified e-mail address receives it.
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
            Send to all users
          </Button>
          {answer && <SendResult answer={answer} />}
        </Stack>
      </form>
      <ConfirmDialog
        keepOpenWhileLoading
        opened={confirming}
        title="Send to all users?"
        message={`“${fields.subject.trim()}” will be e-mailed to every active user. This cannot be called back.`}
        confirmLabel="Send"
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
          notify.success(result.message);
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
            Send from Excel (.xlsx)
          </Title>
          <Text size="sm" c="dimmed">
            The sheet needs an 'Email' header in column A; 'Name' is optional in column B.
          </Text>
          <FileInput
            label="Excel file"
            placeholder="Choose an .xlsx file"
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
            Send to the sheet's addresses
          </Button>
          {answer && <SendResult answer={answer} />}
        </Stack>
      </form>
    </Card>
  );
}
