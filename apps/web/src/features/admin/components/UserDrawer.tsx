import { Badge, Drawer, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { formatDateTime, formatTokens } from '../../billing/format';
import { useAdminUser } from '../api';
import { formatCount, formatDay, personName } from '../format';
import { programLabel, SIGNOFF_STATE_COLOR, USER_STATE_BADGE, userState } from '../user-filters';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '—'}
      </Text>
    </div>
  );
}

/** One user's record, log book size and token balance. */
export function UserDrawer({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const detail = useAdminUser(userId);
  const user = detail.data;
  return (
    <Drawer
      opened={userId !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={user ? personName(user.first_name, user.last_name, user.username) : 'User details'}
    >
      {detail.isError && !user ? (
        <LoadErrorAlert
          title="Could not load this user"
          error={detail.error}
          retrying={detail.isFetching}
          onRetry={() => void detail.refetch()}
        />
      ) : !user ? (
        <Skeleton height={320} aria-label="Loading user details" />
      ) : (
        <Stack>
          <Group gap="xs">
            <Badge color={USER_STATE_BADGE[userState(user)].color} variant="light">
              {USER_STATE_BADGE[userState(user)].label}
            </Badge>
            {user.is_staff && <Badge variant="outline">Staff</Badge>}
          </Group>
          <SimpleGrid cols={2} spacing="sm">
            <Field label="E-mail">{user.email}</Field>
            <Field label="Username">{user.username}</Field>
            <Field label="Joined">{formatDay(user.date_joined)}</Field>
            <Field label="Last login">
              {user.last_login ? formatDateTime(user.last_login) : 'Never'}
            </Field>
            <Field label="Program">{programLabel(user.profile?.program)}</Field>
            <Field label="Year · phase">
              {[
                user.profile?.year_of_study ? `Year ${user.profile.year_of_study}` : '',
                user.profile?.pt_phase ?? '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Field>
            <Field label="Phone">{user.profile?.phone_number}</Field>
            <Field label="Student ID">{user.profile?.student_id}</Field>
            <Field label="Company">
              {[user.profile?.company_name, user.profile?.company_region]
                .filter(Boolean)
                .join(', ')}
            </Field>
            <Field label="Log book">
              {formatCount(user.daily_reports)} daily · {formatCount(user.weekly_reports)} weekly
            </Field>
          </SimpleGrid>
          {user.weeks.length > 0 && (
            <>
              <Title order={3} size="h5">
                Weeks and supervisor sign-off
              </Title>
              <Group gap={6} aria-label="Weeks and supervisor sign-off">
                {user.weeks.map((week) => (
                  <Badge
                    key={week.week_number}
                    variant="light"
                    color={SIGNOFF_STATE_COLOR[week.state]}
                    title={week.approved_by ? `Approved by ${week.approved_by}` : undefined}
                  >
                    Week {week.week_number}: {week.state}
                  </Badge>
                ))}
              </Group>
            </>
          )}
          <Title order={3} size="h5">
            Token balance
          </Title>
          <SimpleGrid cols={2} spacing="sm" aria-label="Token balance">
            <Field label="Available">{formatTokens(user.token_balance.available_tokens)}</Field>
            <Field label="Used">{formatTokens(user.token_balance.tokens_used)}</Field>
            <Field label="Purchased">{formatTokens(user.token_balance.total_purchased)}</Field>
            <Field label="Payment status">{user.token_balance.payment_status}</Field>
          </SimpleGrid>
        </Stack>
      )}
    </Drawer>
  );
}
