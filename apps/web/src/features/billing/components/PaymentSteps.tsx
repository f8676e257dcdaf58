import { Stepper } from '@mantine/core';

export type TPaymentStage = 0 | 1 | 2 | 3;

interface PaymentStepsProps {
  stage: TPaymentStage;
  onBackTo: (stage: TPaymentStage) => void;
}

/** Calculator → payment → submit; earlier steps can be revisited until the payment is submitted. */
export function PaymentSteps({ stage, onBackTo }: PaymentStepsProps) {
  const done = stage === 3;
  return (
    <Stepper
      active={stage}
      onStepClick={(step) => onBackTo(step as TPaymentStage)}
      allowNextStepsSelect={false}
      size="sm"
      aria-label="Payment steps"
    >
      <Stepper.Step label="Calculate" description="Choose an amount" allowStepSelect={!done} />
      <Stepper.Step label="Pay" description="Mobile money" allowStepSelect={!done} />
      <Stepper.Step label="Submit" description="For verification" allowStepSelect={false} />
    </Stepper>
  );
}
