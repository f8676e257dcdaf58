import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { MAX_PAYMENT_TSH, MIN_PAYMENT_TSH, PAYMENT_STEP_TSH } from '@ptlog/shared';
import { IconArrowRight, IconCoin } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { calculateTokens } from '../calculator';
import { enhancementsText, formatTokens } from '../format';
import { BILLING_NS } from '../i18n';
import { useFocusOnShow } from './use-focus-on-show';

interface CalculatorCardProps {
  amount: number | string;
  /** Takes the keyboard focus (its title) as it shows: Back or Buy more brought it back. */
  focusOnShow?: boolean;
  onAmountChange: (amount: number | string) => void;
  onContinue: () => void;
}

/**
 * Stage 1: how many tokens an amount buys (at least 1000 TSH, at most MAX_PAYMENT_TSH, multiples
 * of 500): only an amount Submit Transaction accepts leads on to the payment.
 */
export function CalculatorCard({
  amount,
  focusOnShow = false,
  onAmountChange,
  onContinue,
}: CalculatorCardProps) {
  const { t } = useTranslation(BILLING_NS);
  const titleRef = useFocusOnShow<HTMLHeadingElement>(focusOnShow);
  const result = calculateTokens(amount);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (result.ok) onContinue();
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={handleSubmit} noValidate aria-label={t('calculator.title')}>
        <Stack gap="md">
          <Title order={2} size="h4" ref={titleRef} tabIndex={-1}>
            {t('calculator.title')}
          </Title>
          <NumberInput
            label={t('calculator.amountLabel')}
            description={t('calculator.amountHint', {
              min: MIN_PAYMENT_TSH,
              max: MAX_PAYMENT_TSH,
              step: PAYMENT_STEP_TSH,
            })}
            value={amount}
            onChange={onAmountChange}
            min={MIN_PAYMENT_TSH}
            max={MAX_PAYMENT_TSH}
            step={PAYMENT_STEP_TSH}
            clampBehavior="none"
            allowNegative={false}
            allowDecimal={false}
            thousandSeparator=","
            inputMode="numeric"
            error={result.ok ? undefined : translateMessage(result.error)}
          />
          <Group gap="sm" wrap="nowrap" aria-live="polite">
            <IconCoin size={28} aria-hidden />
            <div>
              <Text fw={700} size="xl" data-testid="calculated-tokens">
                {result.ok ? formatTokens(result.tokens) : '—'}
              </Text>
              <Text size="sm" c="dimmed">
                {result.ok ? enhancementsText(result.tokens) : t('calculator.enterValidAmount')}
              </Text>
            </div>
          </Group>
          <Group justify="flex-end">
            <Button type="submit" disabled={!result.ok} rightSection={<IconArrowRight size={16} />}>
              {t('calculator.continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
