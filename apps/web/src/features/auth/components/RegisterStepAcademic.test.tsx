// @vitest-environment happy-dom
import { useForm } from '@mantine/form';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { EMPTY_REGISTER_FORM, type TRegisterFormValues } from '../register-wizard';
import { RegisterStepAcademic } from './RegisterStepAcademic';

function StepUnderTest() {
  const form = useForm<TRegisterFormValues>({ initialValues: EMPTY_REGISTER_FORM });
  return <RegisterStepAcademic form={form} />;
}

const phaseNames = (label: RegExp) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .slice(1)
    .map((option) => option.textContent);

describe('RegisterStepAcademic', () => {
  it('offers the PT phases by their English names', () => {
    renderWithProviders(<StepUnderTest />);
    expect(phaseNames(/PT phase/i)).toEqual([
      'Practical Training 1',
      'Practical Training 2',
      'Practical Training 3',
    ]);
  });

  it('offers them by their Kiswahili names, as the assessment guide says them', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    try {
      renderWithProviders(<StepUnderTest />);
      expect(phaseNames(/Awamu ya PT/)).toEqual([
        'Mafunzo kwa Vitendo 1',
        'Mafunzo kwa Vitendo 2',
        'Mafunzo kwa Vitendo 3',
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says under the supervisor e-mail when it is not an address, without refusing it', async () => {
    const { user } = renderWithProviders(<StepUnderTest />);
    const field = screen.getByRole('textbox', { name: 'Supervisor Email' });
    const note = () =>
      document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
    expect(note()).toBeNull();
    await user.type(field, 'neema@');
    expect(note()).toMatch(/^This does not look like an e-mail address\. You can still register/);
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    await user.type(field, 'Tanesco.co.tz');
    expect(note()).toBeNull();
  });
});
