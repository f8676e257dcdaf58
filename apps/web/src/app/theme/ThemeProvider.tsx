import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from '../../i18n/react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { APP_NS } from '../i18n';
import { ERROR_SHADE, mantineTheme, nextTheme, parseTheme, type TTheme } from './themes';

// Mantine's default dimmed grey (gray.6) is about 3.3:1 on white; gray.7 passes WCAG AA. Its
// placeholder grey (gray.5, 2.1:1) is too light for a hint people must read: #6b7280 is 4.8:1.
// Its error red (red.6, a field's error text) is 3.3:1: ERROR_SHADE passes (themes.ts).
const resolveCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6b7280',
    '--mantine-color-error': `var(--mantine-color-red-${ERROR_SHADE})`,
  },
  dark: {},
});

const ThemeContext = createContext<{ theme: TTheme; cycleTheme: () => void } | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<TTheme>(() => parseTheme(readStorage(STORAGE_KEYS.theme)));
  const cycleTheme = useCallback(() => setTheme((current) => nextTheme(current)), []);

  useEffect(() => {
    writeStorage(STORAGE_KEYS.theme, theme);
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const value = useMemo(() => ({ theme, cycleTheme }), [theme, cycleTheme]);
  const { t } = useTranslation(APP_NS);
  const closeLabel = t('dialog.close');
  const mantine = useMemo(() => mantineTheme(theme, closeLabel), [theme, closeLabel]);
  return (
    <ThemeContext.Provider value={value}>
      <MantineProvider
        theme={mantine}
        defaultColorScheme="light"
        cssVariablesResolver={resolveCssVariables}
      >
        {children}
      </MantineProvider>
    </ThemeContext.Provider>
  );
}

export function useTheme() {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside ThemeProvider');
  return context;
}
