import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { usePaymentInfo } from '../api';
import { formatTokens, formatTzs } from '../format';
import { PaymentNumbers } from './PaymentNumbers';

interface PaymentInstructionsProps {
  amount: number;
  tokens: number;
  onBack: () => void;
  onPaid: () => void;
}

/** Stage 2: where and how to pay; then the student submits the transaction for verification. */
export function PaymentInstructions({ amount, tokens, onBack, onPaid }: PaymentInstructionsProps) {
  const info = usePaymentInfo();
  const hasNumbers = (info.data?.data.payment_numbers.length ?? 0) > 0;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Pay with mobile money
        </Title>
        <Text>
          Send exactly <b>{formatTzs(amount)}</b> to one of these numbers. You get{' '}
          <b>{formatTokens(tokens)}</b> once staff verify the payment.
        </Text>
        <PaymentNumbers info={info} />
        <List type="ordered" spacing={4} size="sm">
          <List.Item>
            Open your mobile money menu, or give the amount to a wakala (money agent).
          </List.Item>
          <List.Item>Send {formatTzs(amount)} to one of the numbers above.</List.Item>
          <List.Item>
            Keep the confirmation SMS, then submit the transaction so staff can verify it.
          </List.Item>
        </List>
        <Group justify="space-between">
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
            Back
          </Button>
          <Button leftSection={<IconSend size={16} />} onClick={onPaid} disabled={!hasNumbers}>
            I have paid: submit transaction
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
