import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES, type TSettings, ZSettingsUpdateInput } from '@ptlog/shared';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../app/notify';
import { FormActions } from '../../../components/FormActions';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { focusFirst } from '../../../lib/focus-invalid';
import { useSingleFlight } from '../../../lib/single-flight';
import { zodValidate } from '../../../lib/zod-form';
import { useSaveSettings } from '../api';
import { SETTINGS_NS } from '../i18n';
import { settingsSaveFailure } from '../settings-errors';

/** Username and e-mail are shown only; the names can be changed. */
export function AccountForm({ account }: { account: TSettings['account'] }) {
  const { t } = useTranslation(SETTINGS_NS);
  const save = useSaveSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { first_name: account.first_name, last_name: account.last_name },
    validate: zodValidate(ZSettingsUpdateInput.shape.account),
  });

  // One save per tap (a double tap would send it twice).
  const send = useSingleFlight((values: typeof form.values) => {
    setFailure(null);
    const names = { first_name: values.first_name.trim(), last_name: values.last_name.trim() };
    return save.mutateAsync({ account: names }).then(
      () => {
        form.setInitialValues(names);
        form.setValues(names);
        notify.success(MESSAGES.settings.saved);
      },
      (error: unknown) => {
        const result = settingsSaveFailure(error);
        form.setErrors(result.fieldErrors);
        setFailure(translateMessage(result.message));
      },
    );
  });
  const handleSubmit = form.onSubmit(
    (values) => send(values),
    (_errors, _values, event) => focusFirst(event?.currentTarget),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('account.formLabel')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('account.username')}
            value={account.username}
            readOnly
            variant="filled"
          />
          <TextInput label={t('account.email')} value={account.email} readOnly variant="filled" />
          <TextInput
            label={t('account.firstName')}
            // Said to a screen reader too (the asterisk is hidden from it); noValidate: no popup.
            required
            autoComplete="given-name"
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('account.lastName')}
            required
            autoComplete="family-name"
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <FormActions
          failure={failure}
          submitLabel={t('account.save')}
          submitting={save.isPending}
          submitIcon={<IconDeviceFloppy size={16} />}
        />
      </Stack>
    </form>
  );
}
