import { Alert, Stack } from '@mantine/core';
import { DEFAULT_PAYMENT_TSH, MESSAGES, type TTransaction } from '@ptlog/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { notify } from '../../../app/notify';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { usePaymentInfo } from '../api';
import { calculateTokens } from '../calculator';
import { BalanceLine } from '../components/BalanceLine';
import { CalculatorCard } from '../components/CalculatorCard';
import { PaymentInstructions } from '../components/PaymentInstructions';
import { PaymentSteps, type TPaymentStage } from '../components/PaymentSteps';
import { PendingBanner } from '../components/PendingBanner';
import { SubmitTransactionDialog } from '../components/SubmitTransactionDialog';
import { SupportLine } from '../components/SupportLine';
import { TransactionsCard } from '../components/TransactionsCard';
import { BILLING_NS } from '../i18n';
import { paymentDraft, type TPaymentDraft } from '../payment-draft';

/** A kept step past the calculator needs an amount it accepts; else the calculator again. */
function restoredStage(kept: TPaymentDraft | null): TPaymentStage {
  if (!kept) return 0;
  return calculateTokens(kept.amount).ok ? kept.stage : 0;
}

/** /billing (spec 2 §2): token calculator, payment instructions, Submit Transaction dialog. */
export function BillingPage() {
  const { t } = useTranslation(BILLING_NS);
  // Where the student was, as kept through a reload (payment-draft.ts): paying means leaving
  // the browser for the USSD menu or the M-Pesa app.
  const [kept] = useState(() => paymentDraft().read());
  const [stage, setStage] = useState<TPaymentStage>(() => restoredStage(kept));
  const [amount, setAmount] = useState<number | string>(kept?.amount ?? DEFAULT_PAYMENT_TSH);
  const [submitted, setSubmitted] = useState<TTransaction | null>(null);
  // The step a button of the last one moved to: it takes the keyboard focus as it shows, since
  // the button left with its step. The stepper's own buttons stay, and keep the focus.
  const [focusStep, setFocusStep] = useState<TPaymentStage | null>(null);
  const moveTo = (next: TPaymentStage) => {
    setFocusStep(next);
    setStage(next);
  };
  const calculation = calculateTokens(amount);
  const info = usePaymentInfo();
  // No number configured by staff: say so, and offer no steps that would lead nowhere.
  const notSetUp = info.data?.data.payment_numbers.length === 0;
  useEffect(() => {
    if (stage !== 3) paymentDraft().keepStep(stage, amount);
  }, [stage, amount]);

  const handleSubmitted = (transaction: TTransaction) => {
    paymentDraft().discard();
    setSubmitted(transaction);
    moveTo(3);
    notify.success(translateMessage(MESSAGES.billing.submitted));
  };
  const handleBuyMore = () => {
    setSubmitted(null);
    moveTo(0);
  };

  return (
    <Stack maw={900} gap="md">
      <ScreenTitle title={t('page.title')} description={t('page.description')}>
        <BalanceLine />
      </ScreenTitle>
      {notSetUp && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('page.notSetUpTitle')}
          role="status"
        >
          {translateMessage(MESSAGES.siteSettings.paymentsNotSetUp)}
        </Alert>
      )}
      {!notSetUp && (
        <PaymentSteps
          stage={stage}
          onBackTo={(step) => {
            if (step >= stage) return;
            setFocusStep(null);
            setStage(step);
          }}
        />
      )}
      {stage === 3 && submitted && (
        <PendingBanner
          transaction={submitted}
          focusOnShow={focusStep === 3}
          onBuyMore={handleBuyMore}
        />
      )}
      {stage === 0 && !notSetUp && (
        <CalculatorCard
          amount={amount}
          focusOnShow={focusStep === 0}
          onAmountChange={setAmount}
          onContinue={() => moveTo(1)}
        />
      )}
      {(stage === 1 || stage === 2) && calculation.ok && !notSetUp && (
        <PaymentInstructions
          amount={Number(amount)}
          tokens={calculation.tokens}
          focusOnShow={focusStep === 1}
          onBack={() => moveTo(0)}
          onPaid={() => setStage(2)}
        />
      )}
      <SubmitTransactionDialog
        opened={stage === 2}
        amount={Number(amount)}
        onClose={() => setStage(1)}
        onSubmitted={handleSubmitted}
      />
      {/* Under the steps (or the notice that there are none), where a question comes up. */}
      <SupportLine number={info.data?.data.support_whatsapp} />
      <TransactionsCard />
    </Stack>
  );
}
