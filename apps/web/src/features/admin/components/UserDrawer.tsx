import { Badge, Drawer, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailField } from '../../../components/DetailField';

import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { formatDateTime, formatTokens } from '../../billing/format';
import { useAdminUser } from '../api';
import { formatCount, formatDay, personName } from '../format';
import { ADMIN_NS } from '../i18n';
import { programLabel, SIGNOFF_STATE_COLOR, USER_STATE_COLOR, userState } from '../user-filters';

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
            <DetailField label={t('drawer.email')}>{user.email}</DetailField>
            <DetailField label={t('drawer.username')}>{user.username}</DetailField>
            <DetailField label={t('drawer.joined')}>{formatDay(user.date_joined)}</DetailField>
            <DetailField label={t('drawer.lastLogin')}>
              {user.last_login ? formatDateTime(user.last_login) : t('drawer.never')}
            </DetailField>
            <DetailField label={t('drawer.program')}>
              {programLabel(user.profile?.program)}
            </DetailField>
            <DetailField label={t('drawer.yearPhase')}>
              {[
                user.profile?.year_of_study
                  ? t('drawer.year', { year: user.profile.year_of_study })
                  : '',
                user.profile?.pt_phase ?? '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </DetailField>
            <DetailField label={t('drawer.phone')}>{user.profile?.phone_number}</DetailField>
            <DetailField label={t('drawer.studentId')}>{user.profile?.student_id}</DetailField>
            <DetailField label={t('drawer.company')}>
              {[user.profile?.company_name, user.profile?.company_region]
                .filter(Boolean)
                .join(', ')}
            </DetailField>
            <DetailField label={t('drawer.logBook')}>
              {t('drawer.logBookCounts', {
                daily: formatCount(user.daily_reports),
                weekly: formatCount(user.weekly_reports),
              })}
            </DetailField>
          </SimpleGrid>
          {user.weeks.length > 0 && (
            <>
              <Title order={3} size="h5">
                {t('drawer.weeksTitle')}
              </Title>
              <Stack gap="xs" role="list" aria-label={t('drawer.weeksTitle')}>
                {user.weeks.map((week) => (
                  <Group
                    key={week.week_number}
                    gap="xs"
                    role="listitem"
                    // A wrapped address stays close to its week.
                    style={{ rowGap: 2 }}
                  >
                    <Badge
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
                    {week.state === 'approved' && week.approved_email && (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {t('drawer.approvalSentTo', { email: week.approved_email })}
                      </Text>
                    )}
                  </Group>
                ))}
              </Stack>
            </>
          )}
          <Title order={3} size="h5">
            {t('drawer.tokenBalance')}
          </Title>
          <SimpleGrid cols={2} spacing="sm" aria-label={t('drawer.tokenBalance')}>
            <DetailField label={t('drawer.available')}>
              {formatTokens(user.token_balance.available_tokens)}
            </DetailField>
            <DetailField label={t('drawer.used')}>
              {formatTokens(user.token_balance.tokens_used)}
            </DetailField>
            <DetailField label={t('drawer.purchased')}>
              {formatTokens(user.token_balance.total_purchased)}
            </DetailField>
            <DetailField label={t('drawer.paymentStatus')}>
              {t(`drawer.paymentStatusValue.${user.token_balance.payment_status}`)}
            </DetailField>
          </SimpleGrid>
        </Stack>
      )}
    </Drawer>
  );
}
