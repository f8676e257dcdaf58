import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../i18n';
import {
  joinedOptions,
  noEntryFilterOptions,
  programOptions,
  signoffFilterOptions,
  type TUserFilterForm,
  userStatusOptions,
} from '../user-filters';

interface UserFiltersProps {
  /** The search box's text as typed; the page debounces it into `filters.search`. */
  searchText: string;
  onSearchText: (value: string) => void;
  filters: TUserFilterForm;
  onFilter: <K extends keyof TUserFilterForm>(key: K, value: TUserFilterForm[K]) => void;
}

/** Search, program, status, joined, sign-off and log book filters above the users list. */
export function UserFilters({ searchText, onSearchText, filters, onFilter }: UserFiltersProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm" mb="sm">
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={searchText}
        onChange={(event) => onSearchText(event.currentTarget.value)}
      />
      <Select
        label={t('filters.program')}
        data={programOptions(t)}
        value={filters.program}
        onChange={(value) => onFilter('program', (value ?? '') as TUserFilterForm['program'])}
        allowDeselect={false}
        searchable
      />
      <Select
        label={t('filters.status')}
        data={userStatusOptions(t)}
        value={filters.status}
        onChange={(value) => onFilter('status', (value ?? '') as TUserFilterForm['status'])}
        allowDeselect={false}
      />
      <Select
        label={t('filters.joined')}
        data={joinedOptions(t)}
        value={filters.date}
        onChange={(value) => onFilter('date', (value ?? '') as TUserFilterForm['date'])}
        allowDeselect={false}
      />
      <TextInput
        type="date"
        label={t('filters.joinedFrom')}
        value={filters.joined_from}
        onChange={(event) => onFilter('joined_from', event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t('filters.joinedUntil')}
        value={filters.joined_to}
        onChange={(event) => onFilter('joined_to', event.currentTarget.value)}
      />
      <Select
        label={t('filters.signoff')}
        data={signoffFilterOptions(t)}
        value={filters.signoff}
        onChange={(value) => onFilter('signoff', (value ?? '') as TUserFilterForm['signoff'])}
        allowDeselect={false}
      />
      <Select
        label={t('filters.noEntry')}
        data={noEntryFilterOptions(t)}
        value={filters.no_entry_days}
        onChange={(value) =>
          onFilter('no_entry_days', (value ?? '') as TUserFilterForm['no_entry_days'])
        }
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
