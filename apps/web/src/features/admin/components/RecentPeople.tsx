import { Badge } from '@mantine/core';
import { MESSAGES, type TRecentAiLog, type TRecentUser } from '@ptlog/shared';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { aiUseDetail } from '../activity';
import { formatCount, personName } from '../format';
import { ADMIN_NS } from '../i18n';
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
  const { t } = useTranslation(ADMIN_NS);
  return (
    <PeopleList
      label={label}
      empty={translateMessage(MESSAGES.admin.noRecentRegistrations)}
      count={users.length}
    >
      {users.map((user) => (
        <PersonRow
          key={user.id}
          first={user.first_name}
          last={user.last_name}
          name={personName(user.first_name, user.last_name, user.username)}
          detail={t('people.detail', {
            username: user.username,
            joined: joinedText(user.date_joined),
          })}
        />
      ))}
    </PeopleList>
  );
}

/** Latest AI enhancements: who, what kind, when, and the tokens spent. */
export function RecentAiUsageList({ logs }: { logs: TRecentAiLog[] }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <PeopleList
      label={t('dashboard.recentAi')}
      empty={translateMessage(MESSAGES.admin.noRecentAiUsage)}
      count={logs.length}
    >
      {logs.map((log) => (
        <PersonRow
          key={`${log.created_at}-${log.user__first_name}-${log.user__last_name}-${log.enhancement_type}`}
          first={log.user__first_name}
          last={log.user__last_name}
          name={personName(log.user__first_name, log.user__last_name, t('people.unknownUser'))}
          detail={aiUseDetail(t, log)}
          right={
            <Badge variant="light">
              {t('people.tokens', { count: formatCount(log.tokens_consumed) })}
            </Badge>
          }
        />
      ))}
    </PeopleList>
  );
}
