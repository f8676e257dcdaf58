// @vitest-environment happy-dom
import { MESSAGES } from '@ptlog/shared';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CalculatorCard } from './CalculatorCard';

function Calculator({ onContinue }: { onContinue: () => void }) {
  const [amount, setAmount] = useState<number | string>(1000);
  return <CalculatorCard amount={amount} onAmountChange={setAmount} onContinue={onContinue} />;
}

function renderCalculator() {
  const onContinue = vi.fn();
  const view = renderWithProviders(<Calculator onContinue={onContinue} />);
  const amount = screen.getByRole('textbox', { name: 'Amount to pay (TZS)' }) as HTMLInputElement;
  const continueButton = screen.getByRole('button', { name: 'Continue to payment' });
  return { ...view, onContinue, amount, continueButton };
}

describe('CalculatorCard', () => {
  it('names the smallest and the largest amount a payment may be', () => {
    renderCalculator();
    expect(screen.getByText('From 1,000 to 1,000,000 TZS, in steps of 500.')).toBeTruthy();
  });

  it('offers no way on to the payment for an amount Submit Transaction refuses', async () => {
    const { user, amount, continueButton, onContinue } = renderCalculator();
    await user.clear(amount);
    await user.type(amount, '1000500');
    expect(screen.getByText(MESSAGES.billing.maxAmount)).toBeTruthy();
    expect(screen.getByTestId('calculated-tokens').textContent).toBe('—');
    expect((continueButton as HTMLButtonElement).disabled).toBe(true);

    // The largest amount is fine, and leads on.
    await user.clear(amount);
    await user.type(amount, '1000000{Enter}');
    expect(screen.queryByText(MESSAGES.billing.maxAmount)).toBeNull();
    expect((continueButton as HTMLButtonElement).disabled).toBe(false);
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
