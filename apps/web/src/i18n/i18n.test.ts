import { describe, expect, it } from 'vitest';
import { i18n, registerNamespace, stringsReady, switchLanguage } from './i18n';

describe('a namespace’s strings', () => {
  it('has its English at once and its Kiswahili only once loaded for a Kiswahili reader', async () => {
    let loads = 0;
    const ns = registerNamespace('test-split', { hello: 'Hello' }, async () => {
      loads += 1;
      return { default: { hello: 'Habari' } };
    });
    expect(i18n.getFixedT('en', ns)('hello')).toBe('Hello');
    expect(i18n.hasResourceBundle('sw', ns)).toBe(false);
    await stringsReady('en');
    expect(loads).toBe(0);

    await switchLanguage('sw');
    expect(i18n.t('hello', { ns })).toBe('Habari');
    await stringsReady('sw');
    expect(loads).toBe(1);
    await switchLanguage('en');
  });

  it('loads a failed Kiswahili chunk again on the next call', async () => {
    let attempts = 0;
    const ns = registerNamespace('test-retry', { bye: 'Goodbye' }, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { default: { bye: 'Kwaheri' } };
    });
    await expect(stringsReady('sw')).rejects.toThrow('offline');
    await stringsReady('sw');
    expect(attempts).toBe(2);
    expect(i18n.getFixedT('sw', ns)('bye')).toBe('Kwaheri');
  });
});
