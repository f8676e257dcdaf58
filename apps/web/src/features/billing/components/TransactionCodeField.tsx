import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { BILLING_NS } from '../i18n';

/**
 * The optional transaction ID of the confirmation SMS (ADR 18), with a line saying where each
 * operator's SMS shows it; the student's Submit Transaction and the staff's Create Transaction
 * forms. Taken as typed: no case change, no length cut (the shared rule says what is wrong).
 */
export function TransactionCodeField(props: Omit<TextInputProps, 'label' | 'description'>) {
  const { t } = useTranslation(BILLING_NS);
  return (
    <TextInput
      label={t('code.label')}
      description={t('code.hint')}
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="characters"
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      {...props}
    />
  );
}
