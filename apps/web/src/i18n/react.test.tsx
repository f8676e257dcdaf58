// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, registerNamespace, stringsReady } from './i18n';
import { parseTags, Trans, useTranslation } from './react';

const seen: unknown[] = [];

function Title({ ns }: { ns: string }) {
  const { t, i18n: instance } = useTranslation(ns);
  useEffect(() => {
    seen.push(t);
  }, [t]);
  return <h1 lang={instance.language}>{t('title')}</h1>;
}

function SaveButton({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return <button type="button">{t('save')}</button>;
}

function Link({ href, children }: { href: string; children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}

function Message(props: { ns: string; i18nKey: string; values?: Record<string, unknown> }) {
  const { t } = useTranslation(props.ns);
  return (
    <p>
      <Trans
        t={t}
        i18nKey={props.i18nKey}
        values={props.values}
        components={{
          b: <b />,
          i: <i />,
          help: <Link href="/help" />,
          ptmis: <Link href="https://ptmis.example" />,
          icon: <svg data-testid="icon" />,
          time: <time dateTime="2026-01-01" />,
        }}
      />
    </p>
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('useTranslation', () => {
  it('renders again, with a new t, when the language changes', async () => {
    const ns = registerNamespace('test-react-switch', { title: 'Weekly report' }, async () => ({
      default: { title: 'Ripoti ya wiki' },
    }));
    await stringsReady('sw');
    seen.length = 0;
    render(<Title ns={ns} />);
    expect(screen.getByRole('heading').textContent).toBe('Weekly report');
    await act(() => i18n.changeLanguage('sw'));
    expect(screen.getByRole('heading').textContent).toBe('Ripoti ya wiki');
    expect(screen.getByRole('heading').getAttribute('lang')).toBe('sw');
    expect(seen).toHaveLength(2);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading').textContent).toBe('Weekly report');
  });

  it('renders again in Kiswahili when the bundle arrives after the component showed', async () => {
    let arrive: (file: { default: Record<string, unknown> }) => void = () => undefined;
    const ns = registerNamespace(
      'test-react-late',
      { save: 'Save' },
      () => new Promise((resolve) => (arrive = resolve)),
    );
    await act(() => i18n.changeLanguage('sw'));
    const ready = stringsReady('sw');
    render(<SaveButton ns={ns} />);
    // Not in yet: the English string, not the key.
    expect(screen.getByRole('button').textContent).toBe('Save');
    await act(async () => {
      arrive({ default: { save: 'Hifadhi' } });
      await ready;
    });
    expect(screen.getByRole('button').textContent).toBe('Hifadhi');
  });
});

describe('Trans', () => {
  const ns = registerNamespace(
    'test-trans',
    {
      balance: 'You have <b>{tokens}</b>. See <help>the <i>help</i> page</help>.',
      external: 'Through <ptmis>PTMIS <icon></icon></ptmis>.',
      plain: 'Last used <time>{when}</time> by {name}',
    },
    async () => ({ default: {} }),
  );

  it('puts the text inside each tag into its component, nested too', () => {
    const { container } = render(
      <Message ns={ns} i18nKey="balance" values={{ tokens: '12 tokens' }} />,
    );
    expect(container.innerHTML).toBe(
      '<p>You have <b>12 tokens</b>. See <a href="/help">the <i>help</i> page</a>.</p>',
    );
  });

  it('keeps a component’s own props and renders an empty tag as the component alone', () => {
    render(<Message ns={ns} i18nKey="external" />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://ptmis.example');
    expect(link.textContent).toBe('PTMIS ');
    expect(link.querySelector('[data-testid="icon"]')).not.toBeNull();
  });

  it('shows a value’s own angle brackets as text, not as a tag', () => {
    const { container } = render(
      <Message ns={ns} i18nKey="plain" values={{ when: '<b>now</b>', name: 'A & B' }} />,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('Last used <b>now</b> by A & B');
    expect(container.querySelector('time')?.textContent).toBe('<b>now</b>');
  });

  it('answers a missing key with the key, as t does', () => {
    const { container } = render(<Message ns={ns} i18nKey="nothing.here" />);
    expect(container.textContent).toBe('nothing.here');
  });
});

describe('parseTags', () => {
  it('leaves tags it has no component for, and tags left open, as text', () => {
    expect(parseTags('a <u>b</u> <b>c', { b: <b /> })).toEqual(['a <u>b</u> ', '<b>', 'c']);
    expect(parseTags('<b>x</b><br/>', { b: <b />, br: <br /> })).toEqual([
      { name: 'b', children: ['x'] },
      { name: 'br', children: [] },
    ]);
  });
});
