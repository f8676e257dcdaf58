import { Alert, Anchor, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { LIMITS, MESSAGES, type TWeeklyReport } from '@ptlog/shared';
import { IconAlertCircle, IconCircleCheck, IconSparkles } from '@tabler/icons-react';
import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { busyButtonProps } from '../../../components/busy-button';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { useTokenBalance } from '../../billing/api';
import { enhanceErrorMessage, enhanceState, type TBalanceState, weekContent } from '../enhance';
import { useEnhanceWeek } from '../enhance-api';
import {
  isLostAnswer,
  lostAnswerNotice,
  nextAttempt,
  type TEnhanceAttempt,
  type TLostAnswerNotice,
} from '../enhance-attempt';
import { WEEKLY_REPORT_NS } from '../i18n';
import { EnhanceFacts } from './EnhanceFacts';
import { type TEnhancePhase, useEnhanceProgress } from './useEnhanceProgress';

/** How long 100 % stays on screen before the dialog closes. */
const DONE_HOLD_MS = 700;

interface EnhanceDialogProps {
  report: TWeeklyReport;
  opened: boolean;
  onClose: () => void;
}

/**
 * Spec 1 §4: cost and balance, the week's content quality, additional instructions (required
 * for an empty week), then the request with its progress steps. A failure is shown as it is and
 * nothing changes (DESIGN §4.3).
 */
export function EnhanceDialog({ report, opened, onClose }: EnhanceDialogProps) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const week = report.week_number;
  const enhance = useEnhanceWeek(week);
  const balance = useTokenBalance(opened);
  const [instructions, setInstructions] = useState('');
  const [notice, setNotice] = useState<TLostAnswerNotice | null>(null);
  // Kept across a failure, so Try again sends the same Idempotency-Key (never charged twice).
  const attempt = useRef<TEnhanceAttempt | null>(null);
  const [phase, setPhase] = useState<TEnhancePhase>('idle');
  const progress = useEnhanceProgress(phase);
  const busy = phase !== 'idle';

  const balanceState: TBalanceState = balance.data
    ? { status: 'ready', balance: balance.data }
    : { status: balance.isPending && balance.fetchStatus !== 'idle' ? 'loading' : 'error' };
  const content = weekContent(report);
  const state = enhanceState(report, balanceState, instructions);
  const required = content.quality === 'empty';

  const finish = useEffectEvent(() => {
    setPhase('idle');
    setInstructions('');
    onClose();
  });

  // Reset to Original undid what the kept attempt may have done: the next press is a new
  // enhancement with a new key, not a replay of the one that was reset.
  const wasEnhanced = useRef(report.is_enhanced);
  useEffect(() => {
    if (wasEnhanced.current && !report.is_enhanced) attempt.current = null;
    wasEnhanced.current = report.is_enhanced;
  }, [report.is_enhanced]);

  // Success: 100 % for a moment, then the dialog closes on the enhanced page.
  useEffect(() => {
    if (phase !== 'done') return;
    const timer = window.setTimeout(finish, DONE_HOLD_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  function handleClose() {
    // Mid-request the dialog stays: the answer decides what the page shows.
    if (busy) return;
    setNotice(null);
    onClose();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!state.allowed || busy) return;
    const text = instructions.trim();
    const body = text ? { additional_instructions: text } : {};
    attempt.current = nextAttempt(attempt.current, body);
    const balanceBefore = balance.data?.available_tokens ?? null;
    setNotice(null);
    setPhase('running');
    enhance.mutate(
      { body, key: attempt.current.key },
      {
        // The success toast is the hook's (enhance-api.ts): said even if the page was left.
        onSuccess: () => {
          attempt.current = null;
          setPhase('done');
        },
        onError: async (error) => {
          if (!isLostAnswer(error)) {
            setPhase('idle');
            setNotice({
              done: false,
              title: translateMessage(MESSAGES.ai.failedShort),
              message: enhanceErrorMessage(error),
            });
            return;
          }
          // The server may have enhanced and charged: the balance, read again, tells. (Offline
          // the read fails at once: the balance query does not wait for the network.)
          const reread = await balance.refetch();
          const after = reread.isSuccess ? reread.data.available_tokens : null;
          setPhase('idle');
          setNotice(lostAnswerNotice(balanceBefore, after, navigator.onLine !== false));
        },
      },
    );
  }

  const reasonId = `enhance-reason-${week}`;
  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={t('enhance.title', { week })}
      size="lg"
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <EnhanceFacts
            content={content}
            availableTokens={balance.data?.available_tokens ?? null}
            balanceLoading={balanceState.status === 'loading'}
            onRetryBalance={() => void balance.refetch()}
          />
          <GrowingTextarea
            label={t('enhance.instructions')}
            description={
              required ? t('enhance.instructionsRequired') : t('enhance.instructionsOptional')
            }
            value={instructions}
            onChange={(event) => setInstructions(event.currentTarget.value)}
            maxLength={LIMITS.TEXT_MAX}
            required={required}
            disabled={busy}
            minRows={3}
            maxRows={8}
            data-autofocus
          />
          {progress && (
            <Stack gap={4}>
              <Progress value={progress.percent} aria-label={t('enhance.progressLabel')} animated />
              <Text size="sm" aria-live="polite">
                {t('enhance.progress', { label: progress.label, percent: progress.percent })}
              </Text>
            </Stack>
          )}
          {notice && (
            <Alert
              color={notice.done ? 'teal' : 'red'}
              icon={notice.done ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
              title={notice.title}
            >
              {notice.message}
            </Alert>
          )}
          {state.reason && !busy && (
            <Text id={reasonId} size="sm" c={state.block === 'insufficient' ? 'red' : 'dimmed'}>
              {state.reason}
              {state.block === 'insufficient' && (
                <>
                  {' '}
                  <Anchor component={Link} to="/billing" size="sm">
                    {t('enhance.getTokens')}
                  </Anchor>
                </>
              )}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose} disabled={busy}>
              {t('enhance.cancel')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconSparkles size={16} />}
              {...busyButtonProps(busy, !state.allowed)}
              aria-describedby={state.reason ? reasonId : undefined}
            >
              {t('enhance.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
