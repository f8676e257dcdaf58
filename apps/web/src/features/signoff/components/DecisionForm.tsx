import { Alert, Button, InputBase, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  ERROR_CODES,
  MESSAGES,
  type TSignoffDecision,
  type TSignoffDecisionAnswer,
  type TSignoffDecisionInput,
  type TSignoffPage,
  ZSignoffDecisionInput,
} from '@ptlog/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { busyButtonProps } from '../../../components/busy-button';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { type ApiError, isApiError } from '../../../lib/api';
import { useSingleFlight } from '../../../lib/single-flight';
import { whenIdle } from '../../../lib/when-idle';
import { useDecideSignoff } from '../api';
import { SIGNOFF_NS } from '../i18n';
import classes from './DecisionForm.module.css';

/** The server's first message for each field (already in the reader's language). */
const firstFieldErrors = (error: ApiError): Record<string, string> =>
  Object.fromEntries(
    Object.entries(error.fieldErrors).flatMap(([field, [first]]) =>
      first ? [[field, first]] : [],
    ),
  );

// The question's Modal brings ScrollArea and its positioning library (~30 KB gzip), which the
// bundle budget keeps out of this page's first load (e2e/specs/bundle-budget.spec.ts): fetched
// once the page is idle instead, and at the latest on Approve.
let confirmChunk: Promise<typeof import('./ApproveConfirm')> | null = null;
function loadApproveConfirm() {
  confirmChunk ??= import('./ApproveConfirm').catch((error: unknown) => {
    confirmChunk = null;
    throw error;
  });
  return confirmChunk;
}
const ApproveConfirm = lazy(() =>
  loadApproveConfirm().then((module) => ({ default: module.ApproveConfirm })),
);

export interface TDecisionProps {
  token: string;
  week: TSignoffPage;
  onDone: (answer: TSignoffDecisionAnswer) => void;
  /** The link answered 410 to the decision: someone decided first, or it was replaced. */
  onRefused: (error: ApiError) => void;
  /** The decision was refused as sent by the week's own student (403 own_week). */
  onOwnWeek: () => void;
}

/** The supervisor's name and comment, and Return or Approve (which asks once more). */
export function DecisionForm(props: TDecisionProps) {
  const { t } = useTranslation(SIGNOFF_NS);
  const decide = useDecideSignoff(props.token);
  const [signer, setSigner] = useState(props.week.supervisor_name);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Rendered (closed) once its chunk is here, so that it is never mounted already open.
  const [confirmLoaded, setConfirmLoaded] = useState(false);
  const approveRef = useRef<HTMLButtonElement>(null);

  useEffect(
    () =>
      whenIdle(() => {
        loadApproveConfirm().then(
          () => setConfirmLoaded(true),
          () => undefined, // Asked again on Approve.
        );
      }, 2_000),
    [],
  );

  /** The decision as it would be sent, or null with the form's errors shown beside the fields. */
  const checked = (decision: TSignoffDecision): TSignoffDecisionInput | null => {
    const input = { decision, signer_name: signer, comment: comment.trim() || undefined };
    const result = ZSignoffDecisionInput.safeParse(input);
    if (!result.success) {
      const next: Record<string, string> = {};
      for (const issue of result.error.issues) {
        next[String(issue.path[0])] ??= translateMessage(issue.message);
      }
      setErrors(next);
      return null;
    }
    setErrors({});
    return result.data;
  };

  // One decision at a time: a second tap while the first is on its way would be refused, and
  // 'already decided' would replace the thanks. A double tap lands before `isPending` re-renders.
  const send = useSingleFlight((input: TSignoffDecisionInput) => {
    if (decide.isPending) return;
    return decide
      .mutateAsync(input, {
        onSuccess: props.onDone,
        onError: (error) => {
          if (isApiError(error) && error.status === 410) props.onRefused(error);
          else if (isApiError(error) && error.code === ERROR_CODES.OWN_WEEK) props.onOwnWeek();
          else if (!isApiError(error)) setFailure(translateMessage(MESSAGES.generic.unexpected));
          else {
            // What the server found and this form did not (a control character in the name):
            // beside its field, as 'check the highlighted fields' says.
            setErrors(firstFieldErrors(error));
            setFailure(error.detail);
          }
        },
      })
      .catch(() => undefined);
  });

  const handleReturn = () => {
    const input = checked('return');
    if (input) send(input);
  };
  // The form is checked first: a missing name is shown beside its field, not in the dialog.
  const handleApprove = () => {
    if (!checked('approve')) return;
    loadApproveConfirm().then(
      () => {
        setConfirmLoaded(true);
        setConfirming(true);
      },
      () => setFailure(translateMessage(MESSAGES.generic.network)),
    );
  };
  const handleCancel = () => {
    setConfirming(false);
    approveRef.current?.focus();
  };
  const handleConfirm = () => {
    setConfirming(false);
    const input = checked('approve');
    if (input) send(input);
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('page.decision')}
      </Title>
      <TextInput
        label={t('page.name')}
        required
        autoComplete="name"
        value={signer}
        onChange={(event) => setSigner(event.currentTarget.value)}
        error={errors.signer_name}
      />
      <InputBase
        component="textarea"
        multiline
        rows={3}
        label={t('page.comment')}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        error={errors.comment}
        classNames={{ input: classes.comment }}
      />
      {failure && <Alert color="red">{failure}</Alert>}
      <Text size="sm">{t('page.signatureNote')}</Text>
      {/* Side by side where both labels fit; stacked on a phone, where half the width cut
          "Return to student" and "Mrudishie mwanafunzi". */}
      <SimpleGrid type="container" cols={{ base: 1, '460px': 2 }} spacing="sm">
        <Button
          variant="default"
          onClick={handleReturn}
          {...busyButtonProps(
            decide.isPending && decide.variables?.decision === 'return',
            decide.isPending && decide.variables?.decision !== 'return',
          )}
        >
          {t('page.return')}
        </Button>
        <Button
          ref={approveRef}
          color="green"
          onClick={handleApprove}
          {...busyButtonProps(
            decide.isPending && decide.variables?.decision === 'approve',
            decide.isPending && decide.variables?.decision !== 'approve',
          )}
        >
          {t('page.approve')}
        </Button>
      </SimpleGrid>
      {confirmLoaded && (
        <Suspense fallback={null}>
          <ApproveConfirm
            opened={confirming}
            weekNumber={props.week.week_number}
            studentName={props.week.student_name}
            signer={signer.trim()}
            withComment={comment.trim() !== ''}
            onCancel={handleCancel}
            onConfirm={handleConfirm}
          />
        </Suspense>
      )}
    </Stack>
  );
}
