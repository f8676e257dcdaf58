import { Stepper, useMatches } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { BILLING_NS } from '../i18n';

export type TPaymentStage = 0 | 1 | 2 | 3;

interface PaymentStepsProps {
  stage: TPaymentStage;
  onBackTo: (stage: TPaymentStage) => void;
}

/** Calculator → payment → submit; earlier steps can be revisited until the payment is submitted. */
export function PaymentSteps({ stage, onBackTo }: PaymentStepsProps) {
  const { t } = useTranslation(BILLING_NS);
  // Descriptions only from the sm breakpoint. On a phone each label stands under its number, so
  // the three steps share one row even at 360 px in Kiswahili (beside it, Wasilisha wrapped).
  const wide = useMatches({ base: false, sm: true });
  const done = stage === 3;
  return (
    <Stepper
      active={stage}
      onStepClick={(step) => onBackTo(step as TPaymentStage)}
      allowNextStepsSelect={false}
      size="sm"
      iconSize={30}
      labelPosition={wide ? 'right' : 'bottom'}
      aria-label={t('steps.label')}
    >
      <Stepper.Step
        label={t('steps.calculate')}
        description={wide ? t('steps.chooseAmount') : undefined}
        allowStepSelect={!done}
      />
      <Stepper.Step
        label={t('steps.pay')}
        description={wide ? t('steps.mobileMoney') : undefined}
        allowStepSelect={!done}
      />
      <Stepper.Step
        label={t('steps.submit')}
        description={wide ? t('steps.forVerification') : undefined}
        allowStepSelect={false}
      />
    </Stepper>
  );
}
