import { MESSAGES, type TTokenSummary } from '@ptlog/shared';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { useTokenSummary } from '../api';
import { formatCount, type TTranslate } from '../format';
import { ADMIN_NS } from '../i18n';
import { StatGrid, type TStat } from './StatGrid';

export function tokenSummaryStats(t: TTranslate, summary: TTokenSummary['summary']): TStat[] {
  return [
    {
      label: t('admin:tokenSummary.usersWithTokens'),
      value: formatCount(summary.users_with_tokens),
      hint: t('admin:tokenSummary.ofUsers', { count: summary.total_users }),
      color: 'teal',
    },
    {
      label: t('admin:tokenSummary.available'),
      value: formatCount(summary.total_tokens_available),
      color: 'cyan',
    },
    {
      label: t('admin:tokenSummary.used'),
      value: formatCount(summary.total_tokens_used),
      color: 'orange',
    },
  ];
}

/** The token totals over every account (spec 2 §2 /admin/users "token summary"). */
export function TokenSummaryStats() {
  const { t } = useTranslation(ADMIN_NS);
  const summary = useTokenSummary();
  if (summary.isError && !summary.data) {
    return (
      <LoadErrorAlert
        title={translateMessage(MESSAGES.admin.tokenSummaryFailed)}
        error={summary.error}
        retrying={summary.isFetching}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  return (
    <StatGrid
      label={t('tokenSummary.label')}
      cols={3}
      stats={summary.data ? tokenSummaryStats(t, summary.data.summary) : undefined}
    />
  );
}
