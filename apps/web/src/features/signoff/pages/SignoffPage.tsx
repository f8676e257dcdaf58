import {
  Alert,
  Box,
  Card,
  Center,
  Divider,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatDayMonthYear, formatEatDateTime, type TSignoffDecisionAnswer } from '@ptlog/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { BrandMark } from '../../../app/layout/BrandMark';
import { LanguageSwitch } from '../../../app/layout/LanguageSwitch';
import { useDocumentTitle } from '../../../components/document-title';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { type ApiError, isApiError } from '../../../lib/api';
import { weekdayName } from '../../../lib/day-format';
import { useSignoffPage } from '../api';
import { DecisionForm, type TDecisionProps } from '../components/DecisionForm';
import { LinkGone, LoadFailed } from '../components/LinkGone';
import { OwnWeekNotice } from '../components/OwnWeekNotice';
import { SIGNOFF_NS } from '../i18n';
import classes from './SignoffPage.module.css';

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
  // The tab says what the page is in every state: loading, gone, failed, decided.
  useDocumentTitle(t('page.title'));
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

/**
 * The week as it prints, then the decision; read-only for the week's own student, told so at the
 * top when the page knew it at once, in the decision's place when the decision was refused.
 */
function SignoffWeek(props: Omit<TDecisionProps, 'onOwnWeek'>) {
  const { t } = useTranslation(SIGNOFF_NS);
  const { week } = props;
  const [ownWeekRefused, setOwnWeekRefused] = useState(false);
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
      {week.signed_in_as_student && <OwnWeekNotice />}
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
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
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
        <Text fw={700} ta="center" mb="xs" style={{ overflowWrap: 'anywhere' }}>
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
      {!week.signed_in_as_student && (
        <>
          <Divider />
          {ownWeekRefused ? (
            <OwnWeekNotice />
          ) : (
            <DecisionForm {...props} onOwnWeek={() => setOwnWeekRefused(true)} />
          )}
        </>
      )}
    </Stack>
  );
}
