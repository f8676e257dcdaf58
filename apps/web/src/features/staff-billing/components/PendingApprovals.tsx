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
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { formatDateTime, formatTokens, formatTzs } from '../../billing/format';
import { methodText } from '../transaction-filters';

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
}

/** The four things staff can do with a pending payment, as card buttons and as row icons. */
const PENDING_ACTIONS: {
  handler: keyof TransactionActions;
  Icon: Icon;
  ariaLabel: (who: string) => string;
  button: { text: string; variant?: string; color?: string };
  icon: { tooltip: string; variant: string; color?: string };
}[] = [
  {
    handler: 'onView',
    Icon: IconEye,
    ariaLabel: (who) => `View details of ${who}'s payment`,
    button: { text: 'Details', variant: 'default' },
    icon: { tooltip: 'View details', variant: 'subtle' },
  },
  {
    handler: 'onVerify',
    Icon: IconShieldCheck,
    ariaLabel: (who) => `Verify ${who}'s payment`,
    button: { text: 'Verify', variant: 'light' },
    icon: { tooltip: 'Verify payment', variant: 'subtle', color: 'blue' },
  },
  {
    handler: 'onApprove',
    Icon: IconCheck,
    ariaLabel: (who) => `Approve ${who}'s payment`,
    button: { text: 'Approve', color: 'green' },
    icon: { tooltip: 'Approve', variant: 'light', color: 'green' },
  },
  {
    handler: 'onReject',
    Icon: IconX,
    ariaLabel: (who) => `Reject ${who}'s payment`,
    button: { text: 'Reject', variant: 'light', color: 'red' },
    icon: { tooltip: 'Reject', variant: 'light', color: 'red' },
  },
];

/** The yellow banner and the Pending Approvals table (oldest first, as the API orders them). */
export function PendingApprovals({
  pending,
  error,
  retrying,
  onRetry,
  ...actions
}: PendingApprovalsProps) {
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="pending-approvals">
      <Title order={2} size="h4" id="pending-approvals" mb="sm">
        Pending Approvals
      </Title>
      {error && !pending ? (
        <LoadErrorAlert
          title="Could not load the pending transactions"
          error={error}
          retrying={retrying}
          onRetry={onRetry}
        />
      ) : !pending ? (
        <Skeleton height={120} aria-label="Loading pending transactions" />
      ) : pending.count === 0 ? (
        <Text c="dimmed">No transactions are waiting for approval.</Text>
      ) : (
        <>
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} mb="sm" role="status">
            {pending.message}
          </Alert>
          <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {pending.results.map((transaction) => (
              <PendingCard key={transaction.id} transaction={transaction} {...actions} />
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={880} visibleFrom="sm">
            <Table striped highlightOnHover verticalSpacing="xs" aria-label="Pending approvals">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>User</Table.Th>
                  <Table.Th>Sender name</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Method</Table.Th>
                  <Table.Th>Phone</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pending.results.map((transaction) => (
                  <PendingRow key={transaction.id} transaction={transaction} {...actions} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
        {methodText(transaction.payment_method, transaction.wakala_name)}
        {transaction.sender_name ? ` · ${transaction.sender_name}` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {transaction.user_phone_number || 'No phone'} · {formatDateTime(transaction.created_at)}
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
            aria-label={action.ariaLabel(who)}
          >
            {action.button.text}
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
      <Table.Td>{methodText(transaction.payment_method, transaction.wakala_name)}</Table.Td>
      <Table.Td>{transaction.user_phone_number || '—'}</Table.Td>
      <Table.Td>{formatDateTime(transaction.created_at)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {PENDING_ACTIONS.map((action) => (
            <Tooltip key={action.handler} label={action.icon.tooltip}>
              <ActionIcon
                variant={action.icon.variant}
                color={action.icon.color}
                aria-label={action.ariaLabel(who)}
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
