import { NumberInput, Select, Text } from '@mantine/core';
import {
  LIMITS,
  TOKEN_USAGE_TYPES,
  type TTokenUsageRecord,
  type TTokenUsageType,
} from '@ptlog/shared';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { formatNumber } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { useSaveTokenUsage } from '../api';
import { shownName } from '../format';
import { ADMIN_NS } from '../i18n';
import {
  checkTokenUsageForm,
  EMPTY_TOKEN_USAGE_FORM,
  TOKENS_USED_MAX,
  tokenUsageFormOf,
} from '../record-forms';
import { RecordFormBody, type TRecordFormProps, useRecordForm } from './RecordFormDialog';
import { StudentPicker } from './StudentPicker';

/** Add Record / Edit of a token usage note: a note only, never a change of a balance. */
export function TokenUsageForm(props: TRecordFormProps<TTokenUsageRecord>) {
  const { editing } = props;
  const { t } = useTranslation(ADMIN_NS);
  const { form, set, errorOf, body } = useRecordForm(props, {
    initial: editing ? tokenUsageFormOf(editing) : EMPTY_TOKEN_USAGE_FORM,
    check: checkTokenUsageForm,
    mutation: useSaveTokenUsage(),
    userIdOf: (input) => input.user_id,
  });
  return (
    <RecordFormBody {...body}>
      <Text size="sm" c="dimmed">
        {t('records.tokens.dialogNote')}
      </Text>
      <StudentPicker
        value={form.user_id}
        initial={
          editing && {
            value: String(editing.user_id),
            label: t('records.tokens.chosenOption', {
              name: shownName(editing.user_full_name),
              id: String(editing.user_id),
            }),
          }
        }
        onChange={(id) => set('user_id', id)}
        error={errorOf('user_id')}
      />
      <NumberInput
        label={t('records.tokens.tokensUsed')}
        description={t('records.tokens.tokensHint', { max: formatNumber(TOKENS_USED_MAX) })}
        withAsterisk
        min={0}
        allowNegative={false}
        allowDecimal={false}
        inputMode="numeric"
        // No `max`: Mantine would change a bigger number on blur; the check says why instead.
        value={form.tokens_used}
        onChange={(value) => set('tokens_used', value)}
        error={errorOf('tokens_used')}
      />
      <Select
        label={t('records.tokens.usageType')}
        withAsterisk
        data={TOKEN_USAGE_TYPES.map((type) => ({
          value: type,
          label: t(`records.tokens.type.${type}`),
        }))}
        value={form.usage_type}
        onChange={(value) => value && set('usage_type', value as TTokenUsageType)}
        allowDeselect={false}
        error={errorOf('usage_type')}
        comboboxProps={{ withinPortal: true }}
      />
      <GrowingTextarea
        label={t('records.tokens.descriptionLabel')}
        minRows={3}
        maxLength={LIMITS.TEXT_MAX}
        value={form.description}
        onChange={(event) => set('description', event.currentTarget.value)}
        error={errorOf('description')}
      />
    </RecordFormBody>
  );
}
