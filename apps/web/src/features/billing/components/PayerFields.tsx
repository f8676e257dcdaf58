import { Anchor, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TPayerType } from '@ptlog/shared';
import { Link } from 'react-router';
import { Trans, useTranslation } from '../../../i18n/react';
import { BILLING_NS } from '../i18n';
import type { TSubmitForm } from '../submit-transaction';

/** The fields whose rules change with the payer. */
const PAYER_FIELDS = ['wakala_name', 'user_phone_number', 'sender_name'] as const;

interface PayerFieldsProps {
  form: UseFormReturnType<TSubmitForm>;
  profilePhone: string;
}

/** Who paid (own phone, another phone, a wakala) and the details each choice needs. */
export function PayerFields({ form, profilePhone }: PayerFieldsProps) {
  const { t } = useTranslation(BILLING_NS);
  const payer = form.values.payer_type;
  // The group's refusal (no phone in the profile) marks its radios, so that the dialog's focus on
  // the first field that is wrong finds them and a screen reader hears it.
  const payerInvalid = Boolean(form.errors.payer_type) || undefined;
  const ownDescription = profilePhone
    ? t('payer.ownPhone', { phone: profilePhone })
    : t('payer.noPhone');
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('payer.label')}
        withAsterisk
        {...form.getInputProps('payer_type')}
        onChange={(value) => {
          form.setFieldValue('payer_type', value as TPayerType);
          // What is asked depends on who paid: a refusal shown for the last choice (the sender's
          // name, now optional for a wakala) must not stay under this one's fields.
          for (const field of PAYER_FIELDS) form.clearFieldError(field);
        }}
      >
        <Stack gap="xs" mt={6}>
          <Radio
            value="own"
            label={t('payer.own')}
            description={ownDescription}
            aria-invalid={payerInvalid}
          />
          <Radio value="different" label={t('payer.different')} aria-invalid={payerInvalid} />
          <Radio value="wakala" label={t('payer.wakala')} aria-invalid={payerInvalid} />
        </Stack>
      </Radio.Group>
      {payer === 'own' && !profilePhone && (
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="payer.addPhone"
            components={{ profile: <Anchor component={Link} to="/profile" /> }}
          />
        </Text>
      )}
      {payer === 'wakala' && (
        // `required` says so to a screen reader too (the asterisk is hidden from it); the form is
        // noValidate, so no browser popup.
        <TextInput label={t('payer.wakalaName')} required {...form.getInputProps('wakala_name')} />
      )}
      {payer !== 'own' && (
        <TextInput
          label={t('payer.paymentPhone')}
          required
          autoComplete="tel"
          inputMode="tel"
          {...form.getInputProps('user_phone_number')}
        />
      )}
      <TextInput
        label={payer === 'wakala' ? t('payer.senderNameOptional') : t('payer.senderName')}
        required={payer !== 'wakala'}
        autoComplete="name"
        {...form.getInputProps('sender_name')}
      />
    </Stack>
  );
}
