import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { authApi } from './api';

const SEARCH_DEBOUNCE_MS = 300;
const MIN_QUERY = 2;

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
  const [query] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const suggestions = useQuery({
    queryKey: ['companies', 'search', query],
    queryFn: ({ signal }) => authApi.searchCompanies(query, signal),
    enabled: query.length >= MIN_QUERY,
    staleTime: 60_000,
    retry: false,
  });
  const names = [...new Set((suggestions.data?.results ?? []).map((company) => company.name))];

  return (
    <Autocomplete
      label="Area of Field (Company)"
      description="The company or organisation where you do your practical training"
      autoComplete="organization"
      data={names}
      value={value}
      onChange={onChange}
      error={error}
      limit={8}
    />
  );
}
