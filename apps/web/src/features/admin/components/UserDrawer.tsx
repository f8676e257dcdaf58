import {
  Badge,
  Button,
  Drawer,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TAdminUserDetail, TBulkUserAction } from '@ptlog/shared';
import { useRef, useState } from 'react';
import { BreakableAddress } from '../../../components/BreakableAddress';
import { DetailField } from '../../../components/DetailField';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { useTranslation } from '../../../i18n/react';
import { guardFocus } from '../../../lib/guard-focus';
import { formatDateTime, formatTokens } from '../../billing/format';
import { useCalendar } from '../../calendar/api';
import { useAdminUser } from '../api';
import { formatCount, formatDay, personName } from '../format';
import { ADMIN_NS } from '../i18n';
import { drawerWeekText } from '../placement-today';
import {
  BULK_ACTION_COLOR,
  programLabel,
  SIGNOFF_STATE_COLOR,
  USER_STATE_COLOR,
  userState,
} from '../user-filters';
import { BulkActionDialog } from './BulkActionDialog';

/**
 * The bulk bar's actions that apply to this one account: Ban or Unban as it stands, Activate
 * while its e-mail is unverified, Delete. The server refuses every action on a staff account (its
 * operator disables and enables it from the command line), so none is offered for them.
 */
export function drawerActions(
  user: Pick<TAdminUserDetail, 'is_staff' | 'is_active' | 'email_verified'>,
): TBulkUserAction[] {
  const state = userState(user);
  if (user.is_staff) return [];
  const actions: TBulkUserAction[] = [state === 'banned' ? 'UNBAN' : 'BAN'];
  if (state === 'unverified') actions.push('ACTIVATE');
  return [...actions, 'DELETE'];
}

/**
 * 'Current week 7 · last entry 13 Nov 2026 · 14 days logged' (the week once the calendar is known;
 * 'Placement starts …' or 'Placement ended …' outside it, where the clamped week would mislead).
 */
function ProgressLine({ user }: { user: TAdminUserDetail }) {
  const { t } = useTranslation(ADMIN_NS);
  const calendar = useCalendar();
  const parts = [
    calendar.data ? drawerWeekText(t, calendar.data) : null,
    user.last_entry
      ? t('drawer.lastEntry', { date: formatDay(user.last_entry) })
      : t('drawer.noEntryYet'),
    t('drawer.daysLogged', { count: user.daily_reports }),
  ];
  return (
    <Text size="sm" aria-label={t('drawer.progress')}>
      {parts.filter(Boolean).join(' · ')}
    </Text>
  );
}

interface UserDrawerProps {
  userId: number | null;
  onClose: () => void;
  /**
   * An action from the drawer went through for these users (the list drops their ticks). After a
   * DELETE the drawer closes: the list keeps the focus, the row that opened it being gone.
   */
  onActionDone?: (doneIds: number[], action: TBulkUserAction) => void;
}

/** One user's record, log book progress and token balance, and the actions on the account. */
export function UserDrawer({ userId, onClose, onActionDone }: UserDrawerProps) {
  const { t } = useTranslation(ADMIN_NS);
  const detail = useAdminUser(userId);
  const user = detail.data;
  const [action, setAction] = useState<TBulkUserAction | null>(null);
  const name = user ? personName(user.first_name, user.last_name, user.username) : '';
  // Ban and Unban are one toggle (one key, one button): after either, the focus comes back to it,
  // now saying the other. Should the dialog find nothing to give it back to, it goes there too.
  const toggleRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Drawer
        opened={userId !== null}
        // Escape in the action's dialog closes only the dialog.
        closeOnEscape={action === null}
        onClose={onClose}
        position="right"
        size="md"
        title={user ? name : t('drawer.userDetails')}
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
            {!user.is_staff && <ProgressLine user={user} />}
            {drawerActions(user).length > 0 && (
              <Group gap="xs" role="group" aria-label={t('drawer.actions')}>
                {drawerActions(user).map((each) => (
                  <Button
                    key={each === 'BAN' || each === 'UNBAN' ? 'toggle' : each}
                    ref={each === 'BAN' || each === 'UNBAN' ? toggleRef : undefined}
                    size="xs"
                    variant={each === 'DELETE' ? 'filled' : 'light'}
                    color={BULK_ACTION_COLOR[each]}
                    onClick={() => setAction(each)}
                    aria-label={t(`drawer.actionAria.${each}`, { name })}
                  >
                    {t(`bulk.label.${each}`)}
                  </Button>
                ))}
              </Group>
            )}
            <SimpleGrid cols={2} spacing="sm">
              <DetailField label={t('drawer.email')}>
                <BreakableAddress address={user.email} />
              </DetailField>
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
      {/* Mounted only while an action is asked for: an unused dialog costs every render. */}
      {action && user && (
        <BulkActionDialog
          action={action}
          userIds={[user.id]}
          onClose={() => setAction(null)}
          onDone={(doneIds) => {
            const done = action;
            setAction(null);
            onActionDone?.(doneIds, done);
            // A deleted account has nothing left to show.
            if (done === 'DELETE' && doneIds.length > 0) onClose();
            else guardFocus(() => toggleRef.current);
          }}
        />
      )}
    </>
  );
}
