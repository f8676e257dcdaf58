import { Autocomplete } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { AUTH_NS } from '../i18n';
import { useCompanySuggestions } from '../register-api';
import '../register-strings';

interface CompanyFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

/**
 * Area of Field (Company): free text with suggestions of companies other students already use,
 * so classmates at one company pick the same name. Suggestions are a help only: if the search
 * fails the field still works, and the server finds or creates the company by name.
 */
export function CompanyField({ value, onChange, error }: CompanyFieldProps) {
  const { t } = useTranslation(AUTH_NS);
  const names = useCompanySuggestions(value);

  return (
    <Autocomplete
      label={t('company.label')}
      description={t('company.description')}
      autoComplete="organization"
      data={names}
      value={value}
      onChange={onChange}
      error={error}
      limit={8}
    />
  );
}
