import { describe, expect, it, vi } from 'vitest';
import { icuFormat } from './icu';
import { Translator } from './translator';

function translator(language = 'en') {
  const i18n = new Translator(language, 'en', icuFormat);
  i18n.addResourceBundle('en', 'billing', {
    balance: { title: 'Your balance', tokens: '{count, plural, one {# token} other {# tokens}}' },
    greeting: 'Hello {name}',
    payer: '{kind, select, self {You pay} wakala {An agent pays} other {Someone pays}}',
    onlyEnglish: 'Only in English',
  });
  i18n.addResourceBundle('en', 'common', { actions: { save: 'Save' } });
  i18n.addResourceBundle('sw', 'billing', {
    balance: { title: 'Salio lako', tokens: 'tokeni {count}' },
    greeting: 'Habari {name}',
    payer: '{kind, select, self {Unalipa} other {Mtu analipa}}',
  });
  return i18n;
}

describe('the translator', () => {
  it('looks a nested key up in the namespace it is fixed to, or the one the key names', () => {
    const i18n = translator();
    const t = i18n.getFixedT(null, 'billing');
    expect(t('balance.title')).toBe('Your balance');
    expect(t('common:actions.save')).toBe('Save');
    expect(i18n.t('billing:balance.title')).toBe('Your balance');
    expect(i18n.t('balance.title', { ns: 'billing' })).toBe('Your balance');
  });

  it('formats values, plurals and selects as ICU in the language the string was found in', () => {
    const i18n = translator();
    const t = i18n.getFixedT('en', 'billing');
    expect(t('greeting', { name: 'Asha' })).toBe('Hello Asha');
    expect(t('balance.tokens', { count: 1 })).toBe('1 token');
    expect(t('balance.tokens', { count: 1200 })).toBe('1,200 tokens');
    expect(t('payer', { kind: 'wakala' })).toBe('An agent pays');
    expect(t('payer', { kind: 'bank' })).toBe('Someone pays');
    // A value the message needs and does not get: the message as written.
    expect(t('greeting')).toBe('Hello {name}');
  });

  it('answers in the current language, or the one asked for, and falls back to English', () => {
    const i18n = translator('sw');
    const t = i18n.getFixedT(null, 'billing');
    expect(t('balance.title')).toBe('Salio lako');
    expect(t('payer', { kind: 'wakala' })).toBe('Mtu analipa');
    expect(t('onlyEnglish')).toBe('Only in English');
    expect(t('common:actions.save')).toBe('Save');
    expect(t('balance.title', { lng: 'en' })).toBe('Your balance');
    expect(i18n.getFixedT('en', 'billing')('balance.title')).toBe('Your balance');
    // An English fallback takes English plural rules and number format.
    i18n.addResourceBundle('en', 'units', { n: '{count, plural, one {# day} other {# days}}' });
    expect(i18n.t('units:n', { count: 1 })).toBe('1 day');
  });

  it('follows a language change in a `t` fixed to the current language', async () => {
    const i18n = translator();
    const t = i18n.getFixedT(null, 'billing');
    await i18n.changeLanguage('sw');
    expect(i18n.language).toBe('sw');
    expect(t('greeting', { name: 'Asha' })).toBe('Habari Asha');
  });

  it('answers a missing key with its default value, else the key without its namespace', () => {
    const i18n = translator();
    const t = i18n.getFixedT(null, 'billing');
    expect(t('balance.nothing')).toBe('balance.nothing');
    expect(t('common:nothing.here')).toBe('nothing.here');
    expect(t('balance')).toBe('balance');
    expect(t('code.LOGIN', { defaultValue: 'LOGIN' })).toBe('LOGIN');
    expect(t('nothing', { defaultValue: 'Week {n}', n: 3 })).toBe('Week 3');
    expect(i18n.t('unknown-ns:key')).toBe('key');
  });

  it('merges top-level keys of a bundle added again and says which bundles it has', () => {
    const i18n = translator();
    expect(i18n.hasResourceBundle('sw', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    i18n.addResourceBundle('en', 'common', { units: { day: 'day' } }, { silent: true });
    expect(i18n.t('common:actions.save')).toBe('Save');
    expect(i18n.t('common:units.day')).toBe('day');
  });

  it('tells subscribers of a language change and of a loud bundle, not of a silent one', async () => {
    const i18n = translator();
    const listener = vi.fn();
    const stop = i18n.subscribe(listener);
    const before = i18n.version;
    i18n.addResourceBundle('en', 'quiet', { a: 'A' }, { silent: true });
    await i18n.changeLanguage('en');
    expect(listener).not.toHaveBeenCalled();
    await i18n.changeLanguage('sw');
    i18n.addResourceBundle('sw', 'common', { actions: { save: 'Hifadhi' } });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.version).toBe(before + 2);
    stop();
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
