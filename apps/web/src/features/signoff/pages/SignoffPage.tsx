import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Divider,
  Group,
  InputBase,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  formatDayMonthYear,
  formatEatDateTime,
  MESSAGES,
  type TSignoffDecision,
  type TSignoffDecisionAnswer,
  type TSignoffPage,
  ZSignoffDecisionInput,
} from '@ptlog/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BrandMark } from '../../../app/layout/BrandMark';
import { LanguageSwitch } from '../../../app/layout/LanguageSwitch';
import { translateMessage } from '../../../i18n/messages';
import { type ApiError, isApiError } from '../../../lib/api';
import { weekdayName } from '../../../lib/day-format';
import { useSingleFlight } from '../../../lib/single-flight';
import { useDecideSignoff, useSignoffPage } from '../api';
import { LinkGone, LoadFailed } from '../components/LinkGone';
import { SIGNOFF_NS } from '../i18n';
import classes from './SignoffPage.module.css';

/** The server's first message for each field (already in the reader's language). */
const firstFieldErrors = (error: ApiError): Record<string, string> =>
  Object.fromEntries(
    Object.entries(error.fieldErrors).flatMap(([field, [first]]) =>
      first ? [[field, first]] : [],
    ),
  );

const hours = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** /signoff/{token}: the supervisor reads the week as it prints and approves or returns it. */
export function SignoffPage() {
  return <SignoffScreen token={useParams().token ?? ''} />;
}

/** A link that no longer works: 410 (used, replaced, expired, gone) or 404 (not valid). */
function linkGoneError(error: unknown): ApiError | null {
  return isApiError(error) && (error.status === 404 || error.status === 410) ? error : null;
}

export function SignoffScreen({ token }: { token: string }) {
  const { t } = useTranslation(SIGNOFF_NS);
  const page = useSignoffPage(token);
  const [done, setDone] = useState<TSignoffDecisionAnswer | null>(null);
  // A decision refused with a 410 (another tab or click decided first, the link was replaced):
  // the page asks again and shows what the link's answer is now; this one until it arrives.
  const [refused, setRefused] = useState<ApiError | null>(null);
  const gone = linkGoneError(page.error) ?? refused;
  const loadFailed = page.isError && !gone;
  const { refetch } = page;
  // Opened offline, the page never saw the browser go offline, so the query client hears no
  // reconnection: ask again when the browser says it is back online.
  useEffect(() => {
    if (!loadFailed) return;
    const askAgain = () => void refetch();
    window.addEventListener('online', askAgain);
    return () => window.removeEventListener('online', askAgain);
  }, [loadFailed, refetch]);
  let body: ReactNode;
  if (done) {
    body = (
      <Alert color="green" icon={<IconCircleCheck size={18} />} title={t('page.done')}>
        {translateMessage(done.message)}
      </Alert>
    );
  } else if (gone) {
    body = <LinkGone error={gone} />;
  } else if (page.data) {
    body = (
      <SignoffWeek
        token={token}
        week={page.data}
        onDone={setDone}
        onRefused={(error) => {
          setRefused(error);
          void page.refetch();
        }}
      />
    );
  } else if (page.isPending) {
    body = (
      <Center py="xl">
        <Loader role="progressbar" aria-label={t('page.loading')} />
      </Center>
    );
  } else {
    body = <LoadFailed retrying={page.isFetching} onRetry={() => void page.refetch()} />;
  }
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      {/* Banner and main landmarks, as on every other screen. */}
      <Group component="header" p="md" justify="space-between" wrap="nowrap">
        <BrandMark />
        <LanguageSwitch size="sm" />
      </Group>
      <Box component="main" px={{ base: 'xs', sm: 'md' }} pb="xl" maw={820} mx="auto">
        {body}
      </Box>
    </Box>
  );
}

interface TDecisionProps {
  token: string;
  week: TSignoffPage;
  onDone: (answer: TSignoffDecisionAnswer) => void;
  /** The link answered 410 to the decision: someone decided first, or it was replaced. */
  onRefused: (error: ApiError) => void;
}

function SignoffWeek(props: TDecisionProps) {
  const { t } = useTranslation(SIGNOFF_NS);
  const { week } = props;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('page.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('page.weekDates', {
            week: week.week_number,
            start: formatDayMonthYear(week.start_date),
            end: formatDayMonthYear(week.end_date),
          })}
        </Text>
        <Text c="dimmed" size="sm">
          {t('page.expires', { date: formatEatDateTime(week.expires_at) })}
        </Text>
      </div>
      <Card withBorder radius="md">
        <Stack gap={4}>
          <Text fw={600}>{week.student_name}</Text>
          {week.registration_number && (
            <Text size="sm">{t('page.regNo', { number: week.registration_number })}</Text>
          )}
          {week.program && <Text size="sm">{week.program}</Text>}
          {week.company && <Text size="sm">{week.company}</Text>}
        </Stack>
      </Card>
      {week.message && (
        <Alert color="blue" title={t('page.messageFrom', { name: week.student_name })}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {week.message}
          </Text>
        </Alert>
      )}
      <Card withBorder radius="md" p={0}>
        <Stack gap={0}>
          {week.days.map((day) => (
            <Box
              key={day.date}
              p="sm"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm">
                  {weekdayName(day.date) || day.label} {formatDayMonthYear(day.date)}
                </Text>
                <Text size="sm" c="dimmed">
                  {day.hours ? t('page.dayHours', { hours: hours(day.hours) }) : ''}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {day.description || '—'}
              </Text>
            </Box>
          ))}
          <Group justify="space-between" p="sm">
            <Text fw={700}>{t('page.totalHours')}</Text>
            <Text fw={700}>{hours(week.total_hours)}</Text>
          </Group>
        </Stack>
      </Card>
      <Card withBorder radius="md">
        <Text fw={700} ta="center" mb="xs">
          {week.main_job_title ? week.main_job_title.toLocaleUpperCase('en') : t('page.mainJob')}
        </Text>
        {week.operations.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center">
            {t('page.noOperations')}
          </Text>
        ) : (
          <div className={classes.scroll}>
            <table className={classes.operations}>
              <thead>
                <tr>
                  <th className={classes.step}>{t('page.number')}</th>
                  <th>{t('page.operation')}</th>
                  <th>{t('page.tools')}</th>
                </tr>
              </thead>
              <tbody>
                {week.operations.map((op) => (
                  <tr key={op.step}>
                    <td className={classes.step}>{op.step}</td>
                    <td>{op.description}</td>
                    <td>{op.tools}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <Divider />
      <DecisionForm {...props} />
    </Stack>
  );
}

function DecisionForm(props: TDecisionProps) {
  const { t } = useTranslation(SIGNOFF_NS);
  const decide = useDecideSignoff(props.token);
  const [signer, setSigner] = useState(props.week.supervisor_name);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  // One decision at a time: a second tap while the first is on its way would be refused, and
  // 'already decided' would replace the thanks. A double tap lands before `isPending` re-renders.
  const submit = useSingleFlight((decision: TSignoffDecision) => {
    if (decide.isPending) return;
    const input = { decision, signer_name: signer, comment: comment.trim() || undefined };
    const checked = ZSignoffDecisionInput.safeParse(input);
    if (!checked.success) {
      const next: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        next[String(issue.path[0])] ??= translateMessage(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    return decide
      .mutateAsync(checked.data, {
        onSuccess: props.onDone,
        onError: (error) => {
          if (isApiError(error) && error.status === 410) props.onRefused(error);
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
      {/* Side by side where both labels fit; stacked on a phone, where half the width cut
          "Return to student" and "Mrudishie mwanafunzi". */}
      <SimpleGrid type="container" cols={{ base: 1, '460px': 2 }} spacing="sm">
        <Button
          variant="default"
          onClick={() => submit('return')}
          disabled={decide.isPending && decide.variables?.decision !== 'return'}
          loading={decide.isPending && decide.variables?.decision === 'return'}
        >
          {t('page.return')}
        </Button>
        <Button
          color="green"
          onClick={() => submit('approve')}
          disabled={decide.isPending && decide.variables?.decision !== 'approve'}
          loading={decide.isPending && decide.variables?.decision === 'approve'}
        >
          {t('page.approve')}
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
