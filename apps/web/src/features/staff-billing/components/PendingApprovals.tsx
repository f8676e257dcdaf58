import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type { TPendingTransactions, TTransaction } from '@ptlog/shared';
import {
  type Icon,
  IconAlertTriangle,
  IconCheck,
  IconEye,
  IconShieldCheck,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { translateMessage } from '../../../i18n/messages';
import { formatDateTime, formatTokens, formatTzs } from '../../billing/format';
import { STAFF_BILLING_NS } from '../i18n';
import { countText, methodText, PENDING_PAGE_SIZE, pageCount } from '../transaction-filters';

export interface TransactionActions {
  onView: (transaction: TTransaction) => void;
  onVerify: (transaction: TTransaction) => void;
  onApprove: (transaction: TTransaction) => void;
  onReject: (transaction: TTransaction) => void;
}

interface PendingApprovalsProps extends TransactionActions {
  pending: TPendingTransactions | undefined;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
}

/** The four things staff can do with a pending payment, as card buttons and as row icons. */
const PENDING_ACTIONS: {
  handler: keyof TransactionActions;
  Icon: Icon;
  /** Keys in the staff-billing namespace; the aria label takes the payer's name as `who`. */
  ariaLabel: string;
  button: { text: string; variant?: string; color?: string };
  icon: { tooltip: string; variant: string; color?: string };
}[] = [
  {
    handler: 'onView',
    Icon: IconEye,
    ariaLabel: 'pending.viewAria',
    button: { text: 'pending.details', variant: 'default' },
    icon: { tooltip: 'pending.viewDetails', variant: 'subtle' },
  },
  {
    handler: 'onVerify',
    Icon: IconShieldCheck,
    ariaLabel: 'pending.verifyAria',
    button: { text: 'pending.verify', variant: 'light' },
    icon: { tooltip: 'pending.verifyPayment', variant: 'subtle', color: 'blue' },
  },
  {
    handler: 'onApprove',
    Icon: IconCheck,
    ariaLabel: 'pending.approveAria',
    button: { text: 'pending.approve', color: 'green' },
    icon: { tooltip: 'pending.approve', variant: 'light', color: 'green' },
  },
  {
    handler: 'onReject',
    Icon: IconX,
    ariaLabel: 'pending.rejectAria',
    button: { text: 'pending.reject', variant: 'light', color: 'red' },
    icon: { tooltip: 'pending.reject', variant: 'light', color: 'red' },
  },
];

/**
 * The yellow banner and the Pending Approvals table (oldest first, as the API orders them), a
 * page at a time when the queue is longer than one.
 */
export function PendingApprovals({
  pending,
  error,
  retrying,
  onRetry,
  page,
  onPageChange,
  ...actions
}: PendingApprovalsProps) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  const pages = pending ? pageCount(pending.count, PENDING_PAGE_SIZE) : 1;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="pending-approvals">
      <Title order={2} size="h4" id="pending-approvals" mb="sm" tabIndex={-1}>
        {t('pending.title')}
      </Title>
      {error && !pending ? (
        <LoadErrorAlert
          title={t('pending.loadFailed')}
          error={error}
          retrying={retrying}
          onRetry={onRetry}
        />
      ) : !pending ? (
        <Skeleton height={120} role="progressbar" aria-label={t('pending.loading')} />
      ) : pending.count === 0 ? (
        <Text c="dimmed">{t('pending.none')}</Text>
      ) : (
        <>
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} mb="sm" role="status">
            {translateMessage(pending.message)}
          </Alert>
          <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {pending.results.map((transaction) => (
              <PendingCard key={transaction.id} transaction={transaction} {...actions} />
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={880} visibleFrom="sm">
            <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('pending.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.user')}</Table.Th>
                  <Table.Th>{t('columns.senderName')}</Table.Th>
                  <Table.Th>{t('columns.amount')}</Table.Th>
                  <Table.Th>{t('columns.method')}</Table.Th>
                  <Table.Th>{t('columns.phone')}</Table.Th>
                  <Table.Th>{t('columns.date')}</Table.Th>
                  <Table.Th>{t('columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pending.results.map((transaction) => (
                  <PendingRow key={transaction.id} transaction={transaction} {...actions} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Group justify="space-between" mt="sm" gap="xs">
              <Text size="sm" c="dimmed">
                {countText(t, pending.count, page, PENDING_PAGE_SIZE)}
              </Text>
              <ListPagination pages={pages} page={page} onChange={onPageChange} />
            </Group>
          )}
        </>
      )}
    </Card>
  );
}

/** A phone shows each pending payment as a card with its four actions in reach. */
function PendingCard({
  transaction,
  ...actions
}: TransactionActions & { transaction: TTransaction }) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  const who = transaction.user_full_name;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {who}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {transaction.user_email}
          </Text>
        </div>
        <div style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
          <Text fw={600}>{formatTzs(transaction.amount)}</Text>
          <Text size="xs" c="dimmed">
            ≈ {formatTokens(transaction.tokens_generated)}
          </Text>
        </div>
      </Group>
      <Text size="sm" mt={4}>
        {methodText(t, transaction.payment_method, transaction.wakala_name)}
        {transaction.sender_name ? ` · ${transaction.sender_name}` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {transaction.user_phone_number || t('pending.noPhone')} ·{' '}
        {formatDateTime(transaction.created_at)}
      </Text>
      <SimpleGrid cols={2} spacing="xs" mt="sm">
        {PENDING_ACTIONS.map((action) => (
          <Button
            key={action.handler}
            size="xs"
            variant={action.button.variant}
            color={action.button.color}
            leftSection={<action.Icon size={14} />}
            onClick={() => actions[action.handler](transaction)}
            aria-label={t(action.ariaLabel, { who })}
          >
            {t(action.button.text)}
          </Button>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function PendingRow({
  transaction,
  ...actions
}: TransactionActions & { transaction: TTransaction }) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  const who = transaction.user_full_name;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {who}
        </Text>
        <Text size="xs" c="dimmed">
          {transaction.user_email}
        </Text>
      </Table.Td>
      <Table.Td>{transaction.sender_name || '—'}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {formatTzs(transaction.amount)}
        </Text>
        <Text size="xs" c="dimmed">
          ≈ {formatTokens(transaction.tokens_generated)}
        </Text>
      </Table.Td>
      <Table.Td>{methodText(t, transaction.payment_method, transaction.wakala_name)}</Table.Td>
      <Table.Td>{transaction.user_phone_number || '—'}</Table.Td>
      <Table.Td>{formatDateTime(transaction.created_at)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {PENDING_ACTIONS.map((action) => (
            <Tooltip key={action.handler} label={t(action.icon.tooltip)}>
              <ActionIcon
                variant={action.icon.variant}
                color={action.icon.color}
                aria-label={t(action.ariaLabel, { who })}
                onClick={() => actions[action.handler](transaction)}
              >
                <action.Icon size={18} />
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
