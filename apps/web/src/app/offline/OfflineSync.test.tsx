// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineOutbox } from '../../lib/offline-outbox';
import { fakeApi, networkDown } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { signedInStudent } from '../../test/session';
import { unsentDay } from '../../test/unsent-day';
import { OfflineSync, SOON_AFTER_ONLINE_MS } from './OfflineSync';

const DAY = unsentDay('2026-01-06');

/** Runs the timers due within `ms` and the sends they start. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('sending the changes kept on the device', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    signedInStudent();
    offlineOutbox.put(DAY);
  });
  afterEach(() => {
    offlineOutbox.remove(DAY.key);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('tries again within seconds when the network is not there yet just after coming online', async () => {
    let networkUp = false;
    const api = fakeApi({
      'POST /reports/daily/': () => (networkUp ? { status: 201, body: {} } : networkDown()),
    });
    renderWithProviders(<OfflineSync />);
    await pass(0);
    expect(api.callsTo('POST /reports/daily/')).toHaveLength(1);

    // The browser says online before the radio carries traffic: that attempt still fails.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(api.callsTo('POST /reports/daily/')).toHaveLength(2);
    expect(offlineOutbox.list()).toHaveLength(1);

    networkUp = true;
    await pass(SOON_AFTER_ONLINE_MS[0]);
    expect(api.callsTo('POST /reports/daily/')).toHaveLength(3);
    expect(offlineOutbox.list()).toEqual([]);
  });

  it('keeps trying every 30 s while the network stays down, without an online event', async () => {
    const api = fakeApi({ 'POST /reports/daily/': () => networkDown() });
    renderWithProviders(<OfflineSync />);
    await pass(0);
    expect(api.callsTo('POST /reports/daily/')).toHaveLength(1);
    await pass(29_000);
    expect(api.callsTo('POST /reports/daily/')).toHaveLength(1);
    await pass(1_000);
    expect(api.callsTo('POST /reports/daily/')).toHaveLength(2);
    await pass(30_000);
    expect(api.callsTo('POST /reports/daily/')).toHaveLength(3);
  });

  it('goes back to every 30 s after the quick tries that follow an online event', async () => {
    const api = fakeApi({ 'POST /reports/daily/': () => networkDown() });
    renderWithProviders(<OfflineSync />);
    await pass(0);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    const quick = SOON_AFTER_ONLINE_MS.reduce((sum, ms) => sum + ms, 0);
    await pass(quick);
    expect(api.callsTo('POST /reports/daily/')).toHaveLength(2 + SOON_AFTER_ONLINE_MS.length);
    await pass(29_000);
    expect(api.callsTo('POST /reports/daily/')).toHaveLength(2 + SOON_AFTER_ONLINE_MS.length);
    await pass(1_000);
    expect(api.callsTo('POST /reports/daily/')).toHaveLength(3 + SOON_AFTER_ONLINE_MS.length);
  });
});
