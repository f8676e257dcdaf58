import { Badge, Drawer, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { formatDateTime, formatTokens } from '../../billing/format';
import { useAdminUser } from '../api';
import { formatCount, formatDay, personName } from '../format';
import { ADMIN_NS } from '../i18n';
import { programLabel, SIGNOFF_STATE_COLOR, USER_STATE_COLOR, userState } from '../user-filters';

function Field({ label, children }: { label: string; children: ReactNode }) {
  // A long e-mail or username breaks onto the next line rather than running into the next column.
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

/** One user's record, log book size and token balance. */
export function UserDrawer({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const detail = useAdminUser(userId);
  const user = detail.data;
  return (
    <Drawer
      opened={userId !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={
        user ? personName(user.first_name, user.last_name, user.username) : t('drawer.userDetails')
      }
    >
      {detail.isError && !user ? (
        <LoadErrorAlert
          title={t('drawer.loadFailed')}
          error={detail.error}
          retrying={detail.isFetching}
          onRetry={() => void detail.refetch()}
        />
      ) : !user ? (
        <Skeleton height={320} role="progressbar" aria-label={t('drawer.loading')} />
      ) : (
        <Stack>
          <Group gap="xs">
            <Badge color={USER_STATE_COLOR[userState(user)]} variant="light">
              {t(`state.${userState(user)}`)}
            </Badge>
            {user.is_staff && <Badge variant="outline">{t('state.staff')}</Badge>}
          </Group>
          <SimpleGrid cols={2} spacing="sm">
            <Field label={t('drawer.email')}>{user.email}</Field>
            <Field label={t('drawer.username')}>{user.username}</Field>
            <Field label={t('drawer.joined')}>{formatDay(user.date_joined)}</Field>
            <Field label={t('drawer.lastLogin')}>
              {user.last_login ? formatDateTime(user.last_login) : t('drawer.never')}
            </Field>
            <Field label={t('drawer.program')}>{programLabel(user.profile?.program)}</Field>
            <Field label={t('drawer.yearPhase')}>
              {[
                user.profile?.year_of_study
                  ? t('drawer.year', { year: user.profile.year_of_study })
                  : '',
                user.profile?.pt_phase ?? '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Field>
            <Field label={t('drawer.phone')}>{user.profile?.phone_number}</Field>
            <Field label={t('drawer.studentId')}>{user.profile?.student_id}</Field>
            <Field label={t('drawer.company')}>
              {[user.profile?.company_name, user.profile?.company_region]
                .filter(Boolean)
                .join(', ')}
            </Field>
            <Field label={t('drawer.logBook')}>
              {t('drawer.logBookCounts', {
                daily: formatCount(user.daily_reports),
                weekly: formatCount(user.weekly_reports),
              })}
            </Field>
          </SimpleGrid>
          {user.weeks.length > 0 && (
            <>
              <Title order={3} size="h5">
                {t('drawer.weeksTitle')}
              </Title>
              <Group gap={6} aria-label={t('drawer.weeksTitle')}>
                {user.weeks.map((week) => (
                  <Badge
                    key={week.week_number}
                    variant="light"
                    color={SIGNOFF_STATE_COLOR[week.state]}
                    title={
                      week.approved_by
                        ? t('drawer.approvedBy', { name: week.approved_by })
                        : undefined
                    }
                  >
                    {t('drawer.week', {
                      number: week.week_number,
                      state: t(`signoffState.${week.state}`),
                    })}
                  </Badge>
                ))}
              </Group>
            </>
          )}
          <Title order={3} size="h5">
            {t('drawer.tokenBalance')}
          </Title>
          <SimpleGrid cols={2} spacing="sm" aria-label={t('drawer.tokenBalance')}>
            <Field label={t('drawer.available')}>
              {formatTokens(user.token_balance.available_tokens)}
            </Field>
            <Field label={t('drawer.used')}>{formatTokens(user.token_balance.tokens_used)}</Field>
            <Field label={t('drawer.purchased')}>
              {formatTokens(user.token_balance.total_purchased)}
            </Field>
            <Field label={t('drawer.paymentStatus')}>{user.token_balance.payment_status}</Field>
          </SimpleGrid>
        </Stack>
      )}
    </Drawer>
  );
}
