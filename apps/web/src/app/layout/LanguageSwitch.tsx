import { Box } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@ptlog/shared';
import { useId } from 'react';
import { currentLanguage, switchLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/react';
import { APP_NS } from '../i18n';
import { useSession } from '../session/SessionProvider';
import classes from './LanguageSwitch.module.css';

/**
 * EN | SW in the header and on the sign-in screens; the whole app follows at once. Native radio
 * buttons in one group: Tab reaches the chosen one, the arrow keys choose the other.
 */
export function LanguageSwitch({
  size = 'xs',
  fullWidth,
  ...layout
}: {
  size?: 'xs' | 'sm';
  visibleFrom?: 'sm';
  hiddenFrom?: 'sm';
  fullWidth?: boolean;
}) {
  const { t } = useTranslation(APP_NS);
  const { user } = useSession();
  const group = useId();
  const chosen = currentLanguage();
  const choose = async (language: TLanguage) => {
    await switchLanguage(language);
    // The screen has switched already; the account keeps the choice for the next sign-in (sent
    // when the connection returns if it cannot be now). Signed in, the shell (OfflineSync) has
    // loaded that module already; the sign-in screen's first load does without it.
    if (!user) return;
    await import('../session/account-language')
      .then(({ accountLanguage }) => accountLanguage.choose(language))
      .catch(() => undefined);
  };
  return (
    <Box
      {...layout}
      role="radiogroup"
      aria-label={t('language.label')}
      className={classes.root}
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {LANGUAGES.map((language) => (
        <label key={language} className={classes.option} title={LANGUAGE_NAMES[language]}>
          <input
            type="radio"
            className={classes.input}
            name={group}
            value={language}
            checked={language === chosen}
            onChange={() => void choose(language)}
          />
          <span className={classes.label}>{language.toUpperCase()}</span>
        </label>
      ))}
    </Box>
  );
}
