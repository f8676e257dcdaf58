import { Button, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { DayRangeInputs } from '../../../components/DayRangeInputs';
import { useTranslation } from '../../../i18n/react';
import { ADMIN_NS } from '../i18n';
import {
  joinedOptions,
  noEntryFilterOptions,
  programOptions,
  signoffFilterOptions,
  type TUserFilterForm,
  userFilterQuery,
  userStatusOptions,
} from '../user-filters';
import classes from './UserFilters.module.css';

interface UserFiltersProps {
  /** The search box's text as typed; the page debounces it into `filters.search`. */
  searchText: string;
  onSearchText: (value: string) => void;
  filters: TUserFilterForm;
  onFilter: <K extends keyof TUserFilterForm>(key: K, value: TUserFilterForm[K]) => void;
}

/** The filters set besides the search: the count on the phone's Filters button. */
export function otherFiltersSet(filters: TUserFilterForm): number {
  return Object.keys(userFilterQuery(filters)).filter((key) => key !== 'search').length;
}

/**
 * Search, program, status, joined, sign-off and log book filters above the users list. On a phone
 * the seven filters besides the search would push the list a screen down: they fold behind a
 * Filters button that says how many are set (UserFilters.module.css).
 */
export function UserFilters({ searchText, onSearchText, filters, onFilter }: UserFiltersProps) {
  const { t } = useTranslation(ADMIN_NS);
  const [open, setOpen] = useState(false);
  const moreId = useId();
  const set = otherFiltersSet(filters);
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, lg: 3 }}
      spacing="sm"
      mb="sm"
      id={moreId}
      className={classes.grid}
      data-open={open || undefined}
    >
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={searchText}
        onChange={(event) => onSearchText(event.currentTarget.value)}
      />
      <Button
        hiddenFrom="xs"
        variant="light"
        leftSection={<IconAdjustmentsHorizontal size={16} />}
        aria-expanded={open}
        aria-controls={moreId}
        onClick={() => setOpen((current) => !current)}
      >
        {open ? t('filters.hideFilters') : t('filters.showFilters', { count: set })}
      </Button>
      <Select
        className={classes.more}
        label={t('filters.program')}
        data={programOptions(t)}
        value={filters.program}
        onChange={(value) => onFilter('program', (value ?? '') as TUserFilterForm['program'])}
        allowDeselect={false}
        searchable
      />
      <Select
        className={classes.more}
        label={t('filters.status')}
        data={userStatusOptions(t)}
        value={filters.status}
        onChange={(value) => onFilter('status', (value ?? '') as TUserFilterForm['status'])}
        allowDeselect={false}
      />
      <Select
        className={classes.more}
        label={t('filters.joined')}
        data={joinedOptions(t)}
        value={filters.date}
        onChange={(value) => onFilter('date', (value ?? '') as TUserFilterForm['date'])}
        allowDeselect={false}
      />
      <DayRangeInputs
        from={filters.joined_from}
        until={filters.joined_to}
        fromLabel={t('filters.joinedFrom')}
        untilLabel={t('filters.joinedUntil')}
        onFrom={(value) => onFilter('joined_from', value)}
        onUntil={(value) => onFilter('joined_to', value)}
        inputProps={{ className: classes.more }}
      />
      <Select
        className={classes.more}
        label={t('filters.signoff')}
        data={signoffFilterOptions(t)}
        value={filters.signoff}
        onChange={(value) => onFilter('signoff', (value ?? '') as TUserFilterForm['signoff'])}
        allowDeselect={false}
      />
      <Select
        className={classes.more}
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
