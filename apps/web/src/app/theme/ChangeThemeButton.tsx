import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { useTheme } from './ThemeProvider';

const LABEL = { orange: 'Orange', purple: 'Purple', green: 'Green' } as const;

/** Cycles orange → purple → green; `compact` is the icon-only form used on sign-in screens. */
export function ChangeThemeButton({ compact = false }: { compact?: boolean }) {
  const { theme, cycleTheme } = useTheme();
  const title = `Change Theme (now ${LABEL[theme]})`;
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
      Change Theme
    </Button>
  );
}
