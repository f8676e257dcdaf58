import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { useSiteSettings } from '../api';
import { ADMIN_NS } from '../i18n';

/**
 * With no payment number stored, every student's billing page says payments are not set up and
 * nobody can buy tokens; this says so to staff, with the way to Admin Settings, where they are
 * set. The same cached read as that screen: saving numbers there takes the alert away at once.
 * Nothing while loading or when the read failed (the dashboard's own figures say that).
 */
export function PaymentNumbersAlert() {
  const { t } = useTranslation(ADMIN_NS);
  const settings = useSiteSettings();
  if (!settings.data || settings.data.payment_numbers.length > 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t('dashboard.noPaymentNumbers.title')}
      role="alert"
    >
      <Text size="sm">{t('dashboard.noPaymentNumbers.text')}</Text>
      <Anchor component={Link} to="/admin/settings" size="sm" fw={600}>
        {t('dashboard.noPaymentNumbers.link')}
      </Anchor>
    </Alert>
  );
}
