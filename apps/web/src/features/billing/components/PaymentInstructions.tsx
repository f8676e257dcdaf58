import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { Trans, useTranslation } from '../../../i18n/react';
import { usePaymentInfo } from '../api';
import { formatTokens, formatTzs } from '../format';
import { BILLING_NS } from '../i18n';
import classes from './PaymentInstructions.module.css';
import { PaymentNumbers } from './PaymentNumbers';
import { useFocusOnShow } from './use-focus-on-show';

interface PaymentInstructionsProps {
  amount: number;
  tokens: number;
  /** Takes the keyboard focus (its title) as it shows: Continue to payment brought it. */
  focusOnShow?: boolean;
  onBack: () => void;
  onPaid: () => void;
}

/** Stage 2: where and how to pay; then the student submits the transaction for verification. */
export function PaymentInstructions({
  amount,
  tokens,
  focusOnShow = false,
  onBack,
  onPaid,
}: PaymentInstructionsProps) {
  const { t } = useTranslation(BILLING_NS);
  const titleRef = useFocusOnShow<HTMLHeadingElement>(focusOnShow);
  const info = usePaymentInfo();
  const hasNumbers = (info.data?.data.payment_numbers.length ?? 0) > 0;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4" ref={titleRef} tabIndex={-1}>
          {t('instructions.title')}
        </Title>
        <Text>
          <Trans
            t={t}
            i18nKey="instructions.sendExactly"
            values={{ amount: formatTzs(amount), tokens: formatTokens(tokens) }}
            components={{ b: <b /> }}
          />
        </Text>
        <PaymentNumbers info={info} />
        <List type="ordered" spacing={4} size="sm">
          <List.Item>{t('instructions.openMenu')}</List.Item>
          <List.Item>{t('instructions.sendAmount', { amount: formatTzs(amount) })}</List.Item>
          <List.Item>{t('instructions.keepSms')}</List.Item>
        </List>
        <Group justify="space-between" className={classes.actions}>
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
            {t('instructions.back')}
          </Button>
          <Button leftSection={<IconSend size={16} />} onClick={onPaid} disabled={!hasNumbers}>
            {t('instructions.paid')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
