import { Select } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import {
  type TChosenUser,
  useUserSearchSelect,
} from '../../staff-billing/components/use-user-search-select';
import { ADMIN_NS } from '../i18n';

/**
 * The account a token usage note is about, found by name or e-mail among real users (DESIGN
 * §4.8: never typed as a bare id); each choice shows its id too, the one the list's filter takes.
 */
export function StudentPicker({
  value,
  initial,
  onChange,
  error,
}: {
  value: string;
  /** The account already chosen (editing a record). */
  initial: TChosenUser | null;
  onChange: (id: string) => void;
  error?: string;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const users = useUserSearchSelect({
    optionLabel: (user) =>
      t('records.tokens.studentOption', {
        name: user.user_full_name,
        email: user.user_email,
        id: String(user.user_id),
      }),
    initial,
    words: {
      searching: t('records.tokens.searching'),
      failed: t('records.tokens.searchFailed'),
      none: t('records.tokens.noUsers'),
    },
  });
  return (
    <Select
      label={t('records.tokens.student')}
      placeholder={t('records.tokens.studentPlaceholder')}
      withAsterisk
      {...users.selectProps}
      value={value || null}
      onChange={(next, option) => {
        onChange(next ?? '');
        users.choose(next, option);
      }}
      error={error}
    />
  );
}
