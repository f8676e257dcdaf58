import { Anchor, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TPayerType } from '@ptlog/shared';
import { Link } from 'react-router';
import type { TSubmitForm } from '../submit-transaction';

interface PayerFieldsProps {
  form: UseFormReturnType<TSubmitForm>;
  profilePhone: string;
}

/** Who paid (own phone, another phone, a wakala) and the details each choice needs. */
export function PayerFields({ form, profilePhone }: PayerFieldsProps) {
  const payer = form.values.payer_type;
  const ownDescription = profilePhone
    ? `Your profile phone ${profilePhone}`
    : 'No phone number in your profile yet';
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Who paid?"
        withAsterisk
        {...form.getInputProps('payer_type')}
        onChange={(value) => form.setFieldValue('payer_type', value as TPayerType)}
      >
        <Stack gap="xs" mt={6}>
          <Radio value="own" label="My own phone" description={ownDescription} />
          <Radio value="different" label="A different phone" />
          <Radio value="wakala" label="A wakala (money agent)" />
        </Stack>
      </Radio.Group>
      {payer === 'own' && !profilePhone && (
        <Text size="sm">
          <Anchor component={Link} to="/profile">
            Add your phone number in your profile
          </Anchor>{' '}
          or choose another payer.
        </Text>
      )}
      {payer === 'wakala' && (
        <TextInput label="Wakala name" withAsterisk {...form.getInputProps('wakala_name')} />
      )}
      {payer !== 'own' && (
        <TextInput
          label="Phone number used for payment"
          withAsterisk
          autoComplete="tel"
          inputMode="tel"
          {...form.getInputProps('user_phone_number')}
        />
      )}
      <TextInput
        label={
          payer === 'wakala' ? 'Name on the phone number (optional)' : 'Name on the phone number'
        }
        withAsterisk={payer !== 'wakala'}
        autoComplete="name"
        {...form.getInputProps('sender_name')}
      />
    </Stack>
  );
}
