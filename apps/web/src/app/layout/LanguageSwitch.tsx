import { SegmentedControl } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@ptlog/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '../../i18n/i18n';
import { APP_NS } from '../i18n';
import { useSession } from '../session/SessionProvider';
import { sessionApi } from '../session/session-api';

/** EN | SW in the header and on the sign-in screens; the whole app follows at once. */
export function LanguageSwitch({
  size = 'xs',
  ...layout
}: {
  size?: 'xs' | 'sm';
  visibleFrom?: 'sm';
  hiddenFrom?: 'sm';
  fullWidth?: boolean;
}) {
  const { t } = useTranslation(APP_NS);
  const { user } = useSession();
  const choose = async (value: string) => {
    const language = value as TLanguage;
    await switchLanguage(language);
    // The screen has switched already; the account keeps the choice for the next sign-in.
    if (user) await sessionApi.saveLanguage(language).catch(() => undefined);
  };
  return (
    <SegmentedControl
      {...layout}
      size={size}
      aria-label={t('language.label')}
      value={currentLanguage()}
      onChange={(value) => void choose(value)}
      data={LANGUAGES.map((language) => ({
        value: language,
        label: language.toUpperCase(),
        title: LANGUAGE_NAMES[language],
      }))}
    />
  );
}
