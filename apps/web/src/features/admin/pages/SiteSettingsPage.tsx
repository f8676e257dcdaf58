import { Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { LIMITS, MESSAGES } from '@ptlog/shared';
import { IconDeviceFloppy, IconPhone } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { notify } from '../../../app/notify';
import { busyButtonProps } from '../../../components/busy-button';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { focusFirst } from '../../../lib/focus-invalid';
import { useSingleFlight } from '../../../lib/single-flight';
import { useSaveSiteSettings, useSiteSettings } from '../api';
import { actionFailureMessage } from '../error-message';
import { ADMIN_NS } from '../i18n';
import { formOfSettings, settingsOfForm, type TSiteSettingsForm } from '../site-settings';

/** /admin/settings: the payment numbers students pay to and the support WhatsApp number. */
export function SiteSettingsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const settings = useSiteSettings();
  const save = useSaveSiteSettings();
  const [form, setForm] = useState<TSiteSettingsForm>({ paymentNumbers: '', supportWhatsapp: '' });
  const [errors, setErrors] = useState<Partial<TSiteSettingsForm>>({});
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (settings.data) setForm(formOfSettings(settings.data));
  }, [settings.data]);

  // One save per click: a double click would send the settings twice and say "saved" twice.
  const submit = useSingleFlight(async () => {
    const checked = settingsOfForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      // Said by taking the focus to the first field that is wrong (its message is read with it).
      focusFirst(formRef.current);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(checked.settings);
      notify.success(translateMessage(MESSAGES.siteSettings.saved));
    } catch (failure) {
      notify.error(actionFailureMessage(failure, MESSAGES.siteSettings.saveFailed));
    }
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  const change = (field: keyof TSiteSettingsForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <Stack maw={720}>
      <ScreenTitle title={t('settings.title')} description={t('settings.description')} />
      <Card withBorder radius="md" component="section" aria-labelledby="payment-settings">
        <Group gap="xs" mb="xs">
          <IconPhone size={20} aria-hidden />
          <Title order={2} size="h4" id="payment-settings">
            {t('settings.section')}
          </Title>
        </Group>
        {settings.isError && !settings.data ? (
          <LoadErrorAlert
            title={t('settings.loadFailed')}
            error={settings.error}
            retrying={settings.isFetching}
            onRetry={() => void settings.refetch()}
          />
        ) : !settings.data ? (
          <Skeleton height={200} role="progressbar" aria-label={t('settings.loading')} />
        ) : (
          <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={t('settings.section')}>
            <Stack gap="sm">
              <GrowingTextarea
                label={t('settings.paymentNumbers')}
                description={t('settings.paymentNumbersHint', {
                  max: LIMITS.PAYMENT_NUMBERS_MAX,
                })}
                minRows={3}
                value={form.paymentNumbers}
                onChange={(event) => change('paymentNumbers')(event.currentTarget.value)}
                error={errors.paymentNumbers && translateMessage(errors.paymentNumbers)}
              />
              <TextInput
                label={t('settings.whatsapp')}
                description={t('settings.whatsappHint')}
                placeholder="+255754111222"
                inputMode="tel"
                maxLength={LIMITS.SUPPORT_WHATSAPP_MAX}
                value={form.supportWhatsapp}
                onChange={(event) => change('supportWhatsapp')(event.currentTarget.value)}
                error={errors.supportWhatsapp && translateMessage(errors.supportWhatsapp)}
              />
              <Text size="xs" c="dimmed">
                {t('settings.storedNote')}
              </Text>
              <Group>
                <Button
                  type="submit"
                  leftSection={<IconDeviceFloppy size={16} />}
                  // Busy while saving, not disabled: the focus stays on it (busy-button.tsx).
                  {...busyButtonProps(save.isPending)}
                >
                  {t('settings.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Card>
    </Stack>
  );
}
