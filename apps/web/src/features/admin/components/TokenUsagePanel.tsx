import { Alert, Badge, Text } from '@mantine/core';
import { MESSAGES, type TTokenUsageRecord, type TTokenUsageType } from '@ptlog/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime, formatTokens } from '../../billing/format';
import { useRemoveTokenUsage, useTokenUsageRecords } from '../api';
import { shownName } from '../format';
import { ADMIN_NS } from '../i18n';
import { type TRecordsListProps, userIdParam, withFilter } from '../records-url';
import { FilterLink, RecordFilterField } from './RecordFilterField';
import { RecordsPanel } from './RecordsPanel';
import { TokenUsageForm } from './TokenUsageForm';

const TYPE_COLOR: Record<TTokenUsageType, string> = {
  FULLFILLED: 'green',
  PARTIAL: 'yellow',
  EMPTY: 'gray',
};

function UsageTypeBadge({ type }: { type: TTokenUsageType }) {
  const { t } = useTranslation(ADMIN_NS);
  // Its whole width: a squeezed table column cut the word short ("Parti…").
  return (
    <Badge variant="light" color={TYPE_COLOR[type]} tt="none" miw="max-content">
      {t(`records.tokens.type.${type}`)}
    </Badge>
  );
}

/** '300 tokens for Amina Mushi': how the dialogs and buttons name a record. */
function recordWords(record: TTokenUsageRecord) {
  return { tokens: formatTokens(record.tokens_used), name: shownName(record.user_full_name) };
}

/** The token usage notes (spec 2 §7 "Admin"): a note each, never a change of a balance. */
export function TokenUsagePanel({ view, setView, onPage }: TRecordsListProps) {
  const { t } = useTranslation(ADMIN_NS);
  const query = useTokenUsageRecords(view.userId, view.page);
  const remove = useRemoveTokenUsage();
  const filterTo = (userId: string) => setView((current) => withFilter(current, { userId }));
  const student = (record: TTokenUsageRecord) => (
    <>
      <FilterLink
        text={shownName(record.user_full_name)}
        label={t('records.tokens.onlyUser', { name: shownName(record.user_full_name) })}
        active={view.userId === String(record.user_id)}
        onFilter={() => filterTo(String(record.user_id))}
      />
      <Text size="xs" c="dimmed">
        {t('records.tokens.userId', { id: String(record.user_id) })}
      </Text>
    </>
  );
  const description = (record: TTokenUsageRecord) =>
    record.description && (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {record.description}
      </Text>
    );

  return (
    <RecordsPanel
      kind="tokens"
      intro={
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} mb="sm">
          {t('records.tokens.ledgerNote')}
        </Alert>
      }
      filter={
        <RecordFilterField
          label={t('records.tokens.filter')}
          description={t('records.tokens.filterHint')}
          committed={view.userId}
          accept={(text) => (text.trim() === '' ? '' : userIdParam(text) || null)}
          onCommit={(userId) =>
            setView((current) => withFilter(current, { userId }), { replace: true })
          }
          invalid={translateMessage(MESSAGES.generic.invalidId)}
          inputMode="numeric"
        />
      }
      list={{
        query,
        page: view.page,
        onPage,
        columns: [
          { header: t('records.tokens.student'), cell: student, minWidth: 150 },
          {
            header: t('records.tokens.tokensUsed'),
            cell: (record) => formatTokens(record.tokens_used),
            nowrap: true,
          },
          {
            header: t('records.tokens.usageType'),
            cell: (record) => <UsageTypeBadge type={record.usage_type} />,
          },
          {
            header: t('records.tokens.descriptionLabel'),
            cell: (record) => description(record) || '—',
          },
          {
            header: t('records.tokens.recordedBy'),
            cell: (record) =>
              record.created_by_name === null ? '—' : shownName(record.created_by_name),
            minWidth: 130,
          },
          {
            header: t('records.tokens.date'),
            cell: (record) => formatDateTime(record.created_at),
            nowrap: true,
          },
        ],
        card: (record) => ({
          title: student(record),
          lines: (
            <>
              <Text size="sm" fw={600} mt={4}>
                {formatTokens(record.tokens_used)} <UsageTypeBadge type={record.usage_type} />
              </Text>
              {description(record)}
              <Text size="xs" c="dimmed">
                {formatDateTime(record.created_at)}
              </Text>
              {record.created_by_name !== null && (
                <Text size="xs" c="dimmed">
                  {t('records.tokens.byLine', { name: shownName(record.created_by_name) })}
                </Text>
              )}
            </>
          ),
        }),
        noMatch: t('records.tokens.noMatch', { id: view.userId }),
        filtered: view.userId !== '',
        onClearFilter: () => filterTo(''),
      }}
      form={(props) => <TokenUsageForm {...props} />}
      wordsOf={recordWords}
      remove={remove}
    />
  );
}
