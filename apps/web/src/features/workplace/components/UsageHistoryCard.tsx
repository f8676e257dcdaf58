import { Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, type TLedgerKind, type TTokenUsageEntry } from '@ptlog/shared';
import { useState } from 'react';
import { ListPagination } from '../../../components/ListPagination';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { QueryErrorAlert } from '../../../components/LoadErrorAlert';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime, formatSignedTokens } from '../../billing/format';
import { USAGE_HISTORY_PAGE_SIZE, useUsageHistory } from '../api';
import { WORKPLACE_NS } from '../i18n';

// Purchase and bonus descriptions only repeat the label and amount; AI and staff entries say what
// was enhanced or why staff changed the balance.
const SHOW_DESCRIPTION: Record<TLedgerKind, boolean> = {
  welcome_bonus: false,
  purchase: false,
  ai_debit: true,
  staff_adjustment: true,
};

function UsageRow({ entry }: { entry: TTokenUsageEntry }) {
  const { t } = useTranslation(WORKPLACE_NS);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={600} size="sm">
            {t(`usage.kind.${entry.kind}`)}
          </Text>
          {entry.description && SHOW_DESCRIPTION[entry.kind] && (
            <Text size="sm" c="dimmed">
              {translateMessage(entry.description)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.created_at)}
          </Text>
        </div>
        <Text fw={700} c={entry.amount < 0 ? 'red' : 'green'} style={{ whiteSpace: 'nowrap' }}>
          {formatSignedTokens(entry.amount)}
        </Text>
      </Group>
    </Paper>
  );
}

/** Every credit and debit of the user's token ledger, newest first, a page at a time. */
export function UsageHistoryCard() {
  const { t } = useTranslation(WORKPLACE_NS);
  const [page, setPage] = useState(1);
  const history = useUsageHistory(page);
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('usage.title')}
      </Title>
      {history.isPending ? (
        <ListSkeleton label={t('usage.loading')} />
      ) : history.isError ? (
        <QueryErrorAlert
          title={translateMessage(MESSAGES.billing.usageHistoryFailed)}
          query={history}
        />
      ) : history.data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('usage.empty')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('usage.title')}
        >
          {history.data.data.map((entry) => (
            <UsageRow key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      {history.data && (
        <Group justify="center" mt="sm">
          <ListPagination
            pages={Math.ceil(history.data.count / USAGE_HISTORY_PAGE_SIZE)}
            page={page}
            onChange={setPage}
          />
        </Group>
      )}
    </Card>
  );
}
