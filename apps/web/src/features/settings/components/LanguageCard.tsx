import { LanguageSwitch } from '../../../app/layout/LanguageSwitch';
import { useTranslation } from '../../../i18n/react';
import { SETTINGS_NS } from '../i18n';
import { SettingsCard } from './SettingsCard';

/** The header's EN | SW choice, also here: the account keeps it and its e-mails follow it. */
export function LanguageCard() {
  const { t } = useTranslation(SETTINGS_NS);
  return (
    <SettingsCard title={t('language.title')} description={t('language.description')}>
      <LanguageSwitch size="sm" />
    </SettingsCard>
  );
}
