import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import { IconAlertCircle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { busyButtonProps } from '../../../components/busy-button';
import { RefreshFailedNotice } from '../../../components/RefreshFailedNotice';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime } from '../../billing/format';
import { actionColor, PANEL_MAX_HEIGHT } from '../activity';
import { useRecentActivity } from '../api';
import { PeopleList, PersonRow } from '../components/PersonRow';
import { RecentAiUsageList, RecentUsersList } from '../components/RecentPeople';
import { codeLabel, formatCount, formatDay, personName, shownName } from '../format';
import { ADMIN_NS } from '../i18n';
import { programLabel } from '../user-filters';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `activity-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {/* Focusable, so a keyboard can scroll a long list (WCAG 2.1.1). The content is a block
          as wide as the panel: laid out as a table (Mantine's default) it grew to its rows'
          longest text, and on a phone pushed the badges and dates past the panel's edge. */}
      <ScrollArea.Autosize
        mah={PANEL_MAX_HEIGHT}
        type="auto"
        scrollbars="y"
        offsetScrollbars="y"
        viewportProps={{ tabIndex: 0, role: 'group', 'aria-labelledby': id }}
        styles={{ content: { display: 'block', minWidth: 0 } }}
      >
        {children}
      </ScrollArea.Autosize>
    </Card>
  );
}

function CountTiles({ title, rows }: { title: string; rows: { label: string; count: number }[] }) {
  if (rows.length === 0) return null;
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="xs">
        {rows.map((row) => (
          <Paper key={row.label} withBorder p="xs" radius="md">
            <Text size="xs" c="dimmed" lineClamp={2}>
              {row.label}
            </Text>
            <Text fw={700}>{formatCount(row.count)}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Card>
  );
}

/** /admin/activity (spec 2 §2): sign-ups, AI use, staff actions, reports, distributions. */
export function RecentActivityPage() {
  const { t } = useTranslation(ADMIN_NS);
  const activity = useRecentActivity();
  const data = activity.data;

  return (
    <Stack maw={1280} gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <ScreenTitle title={t('activity.title')} description={t('activity.description')}>
          {data && (
            <Text size="sm" c="dimmed">
              {t('activity.lastUpdated', { date: formatDateTime(data.generated_at) })}
            </Text>
          )}
        </ScreenTitle>
        <Group gap="xs">
          <Button
            variant="default"
            component={Link}
            to="/admin"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('activity.back')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void activity.refetch()}
            {...busyButtonProps(activity.isFetching && Boolean(data))}
          >
            {t('activity.refresh')}
          </Button>
        </Group>
      </Group>

      {activity.isRefetchError && (
        <RefreshFailedNotice
          loadedAt={activity.dataUpdatedAt}
          retrying={activity.isFetching}
          onRetry={() => void activity.refetch()}
        />
      )}

      {activity.isError && !data ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          title={translateMessage(MESSAGES.admin.activityFailedTitle)}
          role="alert"
        >
          <Text size="sm">{translateMessage(MESSAGES.admin.recentActivityFailed)}</Text>
          <Button
            mt="sm"
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void activity.refetch()}
            {...busyButtonProps(activity.isFetching)}
          >
            {t('activity.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Loader />
            <Text c="dimmed">{translateMessage(MESSAGES.admin.loadingActivity)}</Text>
          </Stack>
        </Center>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Panel title={t('activity.registrations')}>
              <RecentUsersList
                label={t('activity.registrations')}
                users={data.recent_users}
                joinedText={formatDateTime}
              />
            </Panel>
            <Panel title={t('activity.recentAi')}>
              <RecentAiUsageList logs={data.recent_ai_logs} />
            </Panel>
            <Panel title={t('activity.adminActions')}>
              {data.recent_actions.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {translateMessage(MESSAGES.admin.noRecentActions)}
                </Text>
              ) : (
                <ul
                  aria-label={t('activity.adminActions')}
                  style={{ listStyle: 'none', margin: 0, padding: 0 }}
                >
                  {data.recent_actions.map((action) => (
                    <li
                      key={`${action.created_at}-${action.target_user}-${action.action}`}
                      style={{
                        borderBottom: '1px solid var(--mantine-color-default-border)',
                        padding: '6px 0',
                      }}
                    >
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Text size="sm" style={{ minWidth: 0 }}>
                          <strong>{shownName(action.admin_user)}</strong> →{' '}
                          <strong>{shownName(action.target_user)}</strong>
                        </Text>
                        <Badge
                          color={actionColor(action.action)}
                          variant="light"
                          style={{ flexShrink: 0 }}
                        >
                          {t(`activity.action.${action.action}`, { defaultValue: action.action })}
                        </Badge>
                      </Group>
                      <Text size="xs" c="dimmed">
                        {action.reason ? `${action.reason} · ` : ''}
                        {formatDateTime(action.created_at)}
                      </Text>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
            <Panel title={t('activity.recentReports')}>
              <PeopleList
                label={t('activity.recentReports')}
                empty={translateMessage(MESSAGES.admin.noRecentReports)}
                count={data.recent_reports.length}
              >
                {data.recent_reports.map((report) => (
                  <PersonRow
                    key={`${report.created_at}-${report.student__username}`}
                    first={report.student__first_name}
                    last={report.student__last_name}
                    name={personName(
                      report.student__first_name,
                      report.student__last_name,
                      report.student__username,
                    )}
                    detail={t('people.detail', {
                      username: report.student__username,
                      joined: formatDay(report.date),
                    })}
                    right={
                      <Badge variant="light" color="orange" tt="none">
                        {t('activity.hours', { hours: formatCount(report.hours_spent) })}
                      </Badge>
                    }
                  />
                ))}
              </PeopleList>
            </Panel>
          </SimpleGrid>
          <CountTiles
            title={t('activity.byProgram')}
            rows={data.program_stats.map((row) => ({
              label: programLabel(row.program),
              count: row.count,
            }))}
          />
          <CountTiles
            title={t('activity.byIndustry')}
            rows={data.industry_stats.map((row) => ({
              label: codeLabel(t, 'industry', row.industry_type),
              count: row.count,
            }))}
          />
        </>
      )}
    </Stack>
  );
}
