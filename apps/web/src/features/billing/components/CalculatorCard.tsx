import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { MIN_PAYMENT_TSH, PAYMENT_STEP_TSH } from '@ptlog/shared';
import { IconArrowRight, IconCoin } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { calculateTokens } from '../calculator';
import { enhancementsText, formatTokens } from '../format';

interface CalculatorCardProps {
  amount: number | string;
  onAmountChange: (amount: number | string) => void;
  onContinue: () => void;
}

/** Stage 1: how many tokens an amount buys (at least 1000 TSH, multiples of 500). */
export function CalculatorCard({ amount, onAmountChange, onContinue }: CalculatorCardProps) {
  const result = calculateTokens(amount);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (result.ok) onContinue();
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={handleSubmit} noValidate aria-label="Token calculator">
        <Stack gap="md">
          <Title order={2} size="h4">
            Token calculator
          </Title>
          <NumberInput
            label="Amount to pay (TZS)"
            description={`At least ${MIN_PAYMENT_TSH.toLocaleString('en-US')} TZS, in steps of ${PAYMENT_STEP_TSH}.`}
            value={amount}
            onChange={onAmountChange}
            min={MIN_PAYMENT_TSH}
            step={PAYMENT_STEP_TSH}
            clampBehavior="none"
            allowNegative={false}
            allowDecimal={false}
            thousandSeparator=","
            inputMode="numeric"
            error={result.ok ? undefined : result.error}
          />
          <Group gap="sm" wrap="nowrap" aria-live="polite">
            <IconCoin size={28} aria-hidden />
            <div>
              <Text fw={700} size="xl" data-testid="calculated-tokens">
                {result.ok ? formatTokens(result.tokens) : '—'}
              </Text>
              <Text size="sm" c="dimmed">
                {result.ok
                  ? enhancementsText(result.tokens)
                  : 'Enter a valid amount to see the tokens you get.'}
              </Text>
            </div>
          </Group>
          <Group justify="flex-end">
            <Button type="submit" disabled={!result.ok} rightSection={<IconArrowRight size={16} />}>
              Continue to payment
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
