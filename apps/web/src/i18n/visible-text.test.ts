import { describe, expect, it } from 'vitest';
import { scanSource } from './visible-text';

describe('scanSource', () => {
  it('finds JSX text, string children and visible props written in place', () => {
    const { findings } = scanSource(
      'x.tsx',
      `export const A = () => (
        <Stack title="Weekly report">
          <Text>Save your day</Text>
          <Button aria-label={'Close the menu'}>{'Send'}</Button>
          <TextInput label={\`Week \${n}\`} placeholder="e.g. 8" />
        </Stack>
      );`,
    );
    expect(findings.map((finding) => finding.text)).toEqual([
      'Weekly report',
      'Save your day',
      'Close the menu',
      'Send',
      'Week',
    ]);
  });

  it('lets through translated text, symbols, class names and words the same in both', () => {
    const { findings } = scanSource(
      'x.tsx',
      `export const A = () => (
        <Text className="big" data-testid="total" title={t('week.title')}>
          {t('week.total', { hours })} · 8 h / {count} PT Logbook
        </Text>
      );`,
    );
    expect(findings).toEqual([]);
  });

  it('reads the keys of t() calls with the namespace of the file', () => {
    const { keys } = scanSource(
      'x.tsx',
      `function A() {
        const { t } = useTranslation(AUTH_NS);
        return <>{t('login.title')}{t('common:actions.save')}{i18n.t('x.y')}</>;
      }`,
    );
    expect(keys.map(({ namespace, key }) => `${namespace}:${key}`)).toEqual([
      'auth:login.title',
      'common:actions.save',
      'auth:x.y',
    ]);
  });
});
