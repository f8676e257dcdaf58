import { ActionIcon, Button } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { APP_NS } from '../i18n';
import { useTheme } from './ThemeProvider';

/** Cycles orange → purple → green; `compact` is the icon-only form used on sign-in screens. */
export function ChangeThemeButton({ compact = false }: { compact?: boolean }) {
  const { theme, cycleTheme } = useTheme();
  const { t } = useTranslation(APP_NS);
  const title = t('theme.changeNow', { theme: t(`theme.${theme}`) });
  if (compact) {
    return (
      // The browser's own tooltip (title): Mantine's Tooltip would bring its positioning library
      // into the sign-in screen's first load (issue 20).
      <ActionIcon variant="light" size="lg" aria-label={title} title={title} onClick={cycleTheme}>
        <IconPalette size={20} />
      </ActionIcon>
    );
  }
  return (
    <Button
      variant="light"
      leftSection={<IconPalette size={18} />}
      onClick={cycleTheme}
      justify="flex-start"
      fullWidth
      aria-label={title}
    >
      {t('theme.change')}
    </Button>
  );
}
