import { Stepper, useMatches } from '@mantine/core';

export type TPaymentStage = 0 | 1 | 2 | 3;

interface PaymentStepsProps {
  stage: TPaymentStage;
  onBackTo: (stage: TPaymentStage) => void;
}

/** Calculator → payment → submit; earlier steps can be revisited until the payment is submitted. */
export function PaymentSteps({ stage, onBackTo }: PaymentStepsProps) {
  // Descriptions only from the sm breakpoint: on a 390 px phone the three steps fit on one row.
  const wide = useMatches({ base: false, sm: true });
  const done = stage === 3;
  return (
    <Stepper
      active={stage}
      onStepClick={(step) => onBackTo(step as TPaymentStage)}
      allowNextStepsSelect={false}
      size="sm"
      iconSize={30}
      aria-label="Payment steps"
    >
      <Stepper.Step
        label="Calculate"
        description={wide ? 'Choose an amount' : undefined}
        allowStepSelect={!done}
      />
      <Stepper.Step
        label="Pay"
        description={wide ? 'Mobile money' : undefined}
        allowStepSelect={!done}
      />
      <Stepper.Step
        label="Submit"
        description={wide ? 'For verification' : undefined}
        allowStepSelect={false}
      />
    </Stepper>
  );
}
