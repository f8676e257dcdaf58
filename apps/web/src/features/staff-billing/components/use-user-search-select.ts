import type { ComboboxItem, SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TUserBalance } from '@ptlog/shared';
import { useState } from 'react';
import { useUserSearch } from '../api';

/** A user chosen in the search: the account's id (as text) and the label it was shown with. */
export interface TChosenUser {
  value: string;
  label: string;
}

/**
 * A Mantine Select over real users, found by name or e-mail as staff type (the server
 * searches: every answer it gives is a match), for Create Transaction and the staff's token
 * usage notes. Spread `selectProps` on the Select; call `choose` from its onChange. Once a user
 * is chosen the box shows their label, and no search is made for it until it is changed.
 */
export function useUserSearchSelect({
  optionLabel,
  initial = null,
  words,
}: {
  optionLabel: (user: TUserBalance) => string;
  /** The user already chosen (editing a record). */
  initial?: TChosenUser | null;
  words: { searching: string; failed: string; none: string };
}) {
  const [search, setSearch] = useState(initial?.label ?? '');
  const [chosen, setChosen] = useState<TChosenUser | null>(initial);
  const [debounced] = useDebouncedValue(search, 250);
  const users = useUserSearch(debounced, chosen === null || search !== chosen.label);
  const options = (users.data?.results ?? []).map((user) => ({
    value: String(user.user_id),
    label: optionLabel(user),
  }));
  if (chosen && !options.some((option) => option.value === chosen.value)) options.unshift(chosen);
  return {
    /** What is typed in the box (it counts as typed text for a dialog's discard question). */
    search,
    selectProps: {
      searchable: true,
      data: options,
      searchValue: search,
      onSearchChange: setSearch,
      filter: ({ options: all }) => all,
      nothingFoundMessage: users.isFetching
        ? words.searching
        : users.isError
          ? words.failed
          : words.none,
      comboboxProps: { withinPortal: true },
      // Focus alone (Tab, or a refused Save taking it to this field) leaves the list shut: open,
      // it covered the field's error with "No users". A click or typing opens it.
      openOnFocus: false,
      // A long e-mail breaks inside the dropdown rather than running past a phone's edge.
      styles: { option: { overflowWrap: 'anywhere' } },
    } satisfies Partial<SelectProps>,
    choose: (value: string | null, option: ComboboxItem | null) =>
      setChosen(value && option ? { value, label: option.label } : null),
  };
}
