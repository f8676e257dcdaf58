import { Badge } from '@mantine/core';
import { MESSAGES, type TRecentAiLog, type TRecentUser } from '@ptlog/shared';
import { formatDateTime } from '../../billing/format';
import { formatCount, humanize, personName } from '../format';
import { PeopleList, PersonRow } from './PersonRow';

/** Newest sign-ups; `joinedText` words the join date (the dashboard and activity screens differ). */
export function RecentUsersList({
  label,
  users,
  joinedText,
}: {
  label: string;
  users: TRecentUser[];
  joinedText: (dateJoined: string) => string;
}) {
  return (
    <PeopleList label={label} empty={MESSAGES.admin.noRecentRegistrations} count={users.length}>
      {users.map((user) => (
        <PersonRow
          key={user.id}
          first={user.first_name}
          last={user.last_name}
          name={personName(user.first_name, user.last_name, user.username)}
          detail={`${user.username} · ${joinedText(user.date_joined)}`}
        />
      ))}
    </PeopleList>
  );
}

/** Latest AI enhancements: who, what kind, when, and the tokens spent. */
export function RecentAiUsageList({ logs }: { logs: TRecentAiLog[] }) {
  return (
    <PeopleList label="Recent AI usage" empty={MESSAGES.admin.noRecentAiUsage} count={logs.length}>
      {logs.map((log) => (
        <PersonRow
          key={`${log.created_at}-${log.user__first_name}-${log.user__last_name}-${log.enhancement_type}`}
          first={log.user__first_name}
          last={log.user__last_name}
          name={personName(log.user__first_name, log.user__last_name, 'Unknown user')}
          detail={`${humanize(log.enhancement_type)} · ${humanize(log.content_type)} · ${formatDateTime(log.created_at)}`}
          right={<Badge variant="light">{formatCount(log.tokens_consumed)} tokens</Badge>}
        />
      ))}
    </PeopleList>
  );
}
