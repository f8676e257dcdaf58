import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  JOINED_OPTIONS,
  PROGRAM_OPTIONS,
  SIGNOFF_FILTER_OPTIONS,
  type TUserFilterForm,
  USER_STATUS_OPTIONS,
} from '../user-filters';

interface UserFiltersProps {
  /** The search box's text as typed; the page debounces it into `filters.search`. */
  searchText: string;
  onSearchText: (value: string) => void;
  filters: TUserFilterForm;
  onFilter: <K extends keyof TUserFilterForm>(key: K, value: TUserFilterForm[K]) => void;
}

/** Search, program, status and joined filters above the users list. */
export function UserFilters({ searchText, onSearchText, filters, onFilter }: UserFiltersProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm" mb="sm">
      <TextInput
        label="Search"
        placeholder="Name, e-mail, username or student ID"
        leftSection={<IconSearch size={16} />}
        value={searchText}
        onChange={(event) => onSearchText(event.currentTarget.value)}
      />
      <Select
        label="Program"
        data={PROGRAM_OPTIONS}
        value={filters.program}
        onChange={(value) => onFilter('program', (value ?? '') as TUserFilterForm['program'])}
        allowDeselect={false}
        searchable
      />
      <Select
        label="Status"
        data={USER_STATUS_OPTIONS}
        value={filters.status}
        onChange={(value) => onFilter('status', (value ?? '') as TUserFilterForm['status'])}
        allowDeselect={false}
      />
      <Select
        label="Joined"
        data={JOINED_OPTIONS}
        value={filters.date}
        onChange={(value) => onFilter('date', (value ?? '') as TUserFilterForm['date'])}
        allowDeselect={false}
      />
      <TextInput
        type="date"
        label="Joined from"
        value={filters.joined_from}
        onChange={(event) => onFilter('joined_from', event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label="Joined until"
        value={filters.joined_to}
        onChange={(event) => onFilter('joined_to', event.currentTarget.value)}
      />
      <Select
        label="Supervisor sign-off"
        data={SIGNOFF_FILTER_OPTIONS}
        value={filters.signoff}
        onChange={(value) => onFilter('signoff', (value ?? '') as TUserFilterForm['signoff'])}
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
