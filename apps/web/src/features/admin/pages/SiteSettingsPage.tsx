import {
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { LIMITS, MESSAGES } from '@ptlog/shared';
import { IconDeviceFloppy, IconPhone } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { notify } from '../../../app/notify';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { useSaveSiteSettings, useSiteSettings } from '../api';
import { actionFailureMessage } from '../error-message';
import { formOfSettings, settingsOfForm, type TSiteSettingsForm } from '../site-settings';

/** /admin/settings: the payment numbers students pay to and the support WhatsApp number. */
export function SiteSettingsPage() {
  const settings = useSiteSettings();
  const save = useSaveSiteSettings();
  const [form, setForm] = useState<TSiteSettingsForm>({ paymentNumbers: '', supportWhatsapp: '' });
  const [errors, setErrors] = useState<Partial<TSiteSettingsForm>>({});

  useEffect(() => {
    if (settings.data) setForm(formOfSettings(settings.data));
  }, [settings.data]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = settingsOfForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.settings, {
      onSuccess: () => notify.success(MESSAGES.siteSettings.saved),
      onError: (failure) =>
        notify.error(actionFailureMessage(failure, MESSAGES.siteSettings.saveFailed)),
    });
  }

  const change = (field: keyof TSiteSettingsForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <Stack maw={720}>
      <ScreenTitle
        title="Settings"
        description="What students see on the billing page and the Help Center."
      />
      <Card withBorder radius="md" component="section" aria-labelledby="payment-settings">
        <Group gap="xs" mb="xs">
          <IconPhone size={20} aria-hidden />
          <Title order={2} size="h4" id="payment-settings">
            Payments and support
          </Title>
        </Group>
        {settings.isError && !settings.data ? (
          <LoadErrorAlert
            title="Could not load the settings"
            error={settings.error}
            retrying={settings.isFetching}
            onRetry={() => void settings.refetch()}
          />
        ) : !settings.data ? (
          <Skeleton height={200} aria-label="Loading the settings" />
        ) : (
          <form onSubmit={handleSubmit} noValidate aria-label="Payments and support">
            <Stack gap="sm">
              <Textarea
                label="Payment numbers"
                description={`One per line, the provider then the number (at most ${LIMITS.PAYMENT_NUMBERS_MAX}), e.g. M-Pesa 0754 111 222. With none, the billing page says payments are not set up yet.`}
                autosize
                minRows={3}
                value={form.paymentNumbers}
                onChange={(event) => change('paymentNumbers')(event.currentTarget.value)}
                error={errors.paymentNumbers}
              />
              <TextInput
                label="Support WhatsApp number"
                description="Shown on the billing page and in the Help Center; leave empty for none."
                placeholder="+255754111222"
                inputMode="tel"
                value={form.supportWhatsapp}
                onChange={(event) => change('supportWhatsapp')(event.currentTarget.value)}
                error={errors.supportWhatsapp}
              />
              <Text size="xs" c="dimmed">
                Stored in the database; PAYMENT_NUMBERS and SUPPORT_WHATSAPP only fill them on the
                first start.
              </Text>
              <Group>
                <Button
                  type="submit"
                  leftSection={<IconDeviceFloppy size={16} />}
                  loading={save.isPending}
                >
                  Save settings
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Card>
    </Stack>
  );
}
