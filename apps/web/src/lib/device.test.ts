import { describe, expect, it } from 'vitest';
import {
  type DeviceInfo,
  deviceFingerprint,
  deviceHeaders,
  deviceTimezone,
  forgetDeviceTimezone,
  readDeviceInfo,
  refreshDeviceTimezone,
} from './device';
import { type KeyValueStore, memoryStore, STORAGE_KEYS } from './storage';

const info: DeviceInfo = {
  fingerprint: 'abc123',
  fingerprintConfidence: 1,
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126',
  language: 'sw-TZ',
  platform: 'Android',
  screen: { width: 390, height: 844, pixelRatio: 3 },
  timezone: 'Africa/Dar_es_Salaam',
};

describe('deviceHeaders', () => {
  it('sends every device header, screen as WxH@ratio', () => {
    expect(deviceHeaders(info)).toEqual({
      'X-Device-Fingerprint': 'abc123',
      'X-Device-Fingerprint-Confidence': '1',
      'X-Device-UserAgent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126',
      'X-Device-Locale': 'sw-TZ',
      'X-Device-Platform': 'Android',
      'X-Device-Screen': '390x844@3',
      'X-Device-Timezone': 'Africa/Dar_es_Salaam',
    });
  });

  it('replaces characters that fetch refuses in headers', () => {
    const headers = deviceHeaders({ ...info, userAgent: 'Agent “ü”\n' });
    expect(headers['X-Device-UserAgent']).toBe('Agent ????');
    expect(() => new Headers(headers)).not.toThrow();
  });
});

describe('deviceFingerprint', () => {
  it('creates one random id and keeps it', () => {
    const store = memoryStore();
    const first = deviceFingerprint(store);
    expect(first.id).toMatch(/^[0-9a-f]{32}$/);
    expect(first.persisted).toBe(true);
    expect(deviceFingerprint(store)).toEqual({ id: first.id, persisted: true });
  });

  it('reports an unpersisted id when storage drops writes', () => {
    const forgetful: KeyValueStore = {
      getItem: () => null,
      setItem: () => {},
      removeItem: () => {},
    };
    const result = deviceFingerprint(forgetful);
    expect(result.persisted).toBe(false);
    expect(deviceFingerprint(forgetful).id).not.toBe(result.id);
  });
});

describe('deviceTimezone', () => {
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  it('reads the browser zone on a first visit and keeps it', () => {
    forgetDeviceTimezone();
    const store = memoryStore();
    expect(deviceTimezone(store)).toBe(browserZone);
    expect(store.getItem(STORAGE_KEYS.deviceTimezone)).toBe(browserZone);
  });

  it('sends the zone kept from the last visit until the refresh reads the browser', () => {
    forgetDeviceTimezone();
    const store = memoryStore();
    store.setItem(STORAGE_KEYS.deviceTimezone, 'Pacific/Chatham');
    expect(deviceTimezone(store)).toBe('Pacific/Chatham');
    expect(readDeviceInfo(store).timezone).toBe('Pacific/Chatham');
    expect(refreshDeviceTimezone(store)).toBe(browserZone);
    expect(deviceTimezone(store)).toBe(browserZone);
    expect(store.getItem(STORAGE_KEYS.deviceTimezone)).toBe(browserZone);
  });
});
