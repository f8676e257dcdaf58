import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { APP_NS } from '../i18n';
import { useTheme } from './ThemeProvider';

/** Cycles orange → purple → green; `compact` is the icon-only form used on sign-in screens. */
export function ChangeThemeButton({ compact = false }: { compact?: boolean }) {
  const { theme, cycleTheme } = useTheme();
  const { t } = useTranslation(APP_NS);
  const title = t('theme.changeNow', { theme: t(`theme.${theme}`) });
  if (compact) {
    return (
      <Tooltip label={title}>
        <ActionIcon variant="light" size="lg" aria-label={title} onClick={cycleTheme}>
          <IconPalette size={20} />
        </ActionIcon>
      </Tooltip>
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
