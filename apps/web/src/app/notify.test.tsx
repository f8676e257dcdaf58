// @vitest-environment happy-dom
// Toasts close after the spec's 4 s, but not while they have the keyboard focus (a reader who
// Tabs to one to read or close it): the 4 s start again once the focus leaves it.
import { TOAST_MS } from '@ptlog/shared';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { notify } from './notify';

const wait = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });
/** Past a hidden toast's closing transition, which starts once React has rendered the hiding. */
const closed = async () => {
  await wait(1_000);
  await wait(1_000);
};

describe('the toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('close after 4 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<p>Screen</p>);
    act(() => notify.success('Settings saved.'));
    expect(screen.getByText('Settings saved.')).toBeTruthy();
    await wait(TOAST_MS - 100);
    expect(screen.queryByText('Settings saved.')).not.toBeNull();
    await closed();
    expect(screen.queryByText('Settings saved.')).toBeNull();
  });

  it('stay while focused, and close 4 s after the focus leaves them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<button type="button">Elsewhere</button>);
    act(() => notify.error('Could not save the setting.'));
    const toast = screen.getByRole('alert');
    await wait(3_000);
    act(() => within(toast).getByRole('button').focus());
    await wait(10_000);
    expect(screen.queryByText('Could not save the setting.')).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    await wait(TOAST_MS - 100);
    expect(screen.queryByText('Could not save the setting.')).not.toBeNull();
    await closed();
    expect(screen.queryByText('Could not save the setting.')).toBeNull();
  });
});
