import { randomId } from './random-id';
import { browserStore, type KeyValueStore, STORAGE_KEYS } from './storage';
import { whenIdle } from './when-idle';

/** What the client tells the server about the device (also sent as `device_info` on register). */
export interface DeviceInfo {
  fingerprint: string;
  /** 1 when the id is kept across visits; 0 when storage is refused and the id lasts one page. */
  fingerprintConfidence: number;
  userAgent: string;
  language: string;
  platform: string;
  screen: { width: number; height: number; pixelRatio: number };
  timezone: string;
}

/** A stable random id per browser: identifies the device without probing its hardware. */
export function deviceFingerprint(store: KeyValueStore): { id: string; persisted: boolean } {
  const existing = store.getItem(STORAGE_KEYS.deviceId);
  if (existing) return { id: existing, persisted: true };
  const id = randomId();
  store.setItem(STORAGE_KEYS.deviceId, id);
  return { id, persisted: store.getItem(STORAGE_KEYS.deviceId) === id };
}

interface NavigatorWithHints extends Navigator {
  userAgentData?: { platform?: string };
}

/** The IANA time zone as the browser reports it. */
function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
}

let timezone: string | undefined;

/**
 * The IANA time zone, as kept from this browser's last visit. A page's first Intl call loads
 * ICU's data (~150 ms of a cheap phone's main thread), and every request sends this header, so
 * the first reads of a page would wait for that load before leaving. They send the kept zone,
 * and main.tsx has `refreshDeviceTimezone` read the browser's own once they have left (or when
 * the page is idle). Only a browser that never kept one (the first visit) reads it at once.
 */
export function deviceTimezone(store: KeyValueStore): string {
  if (timezone !== undefined) return timezone;
  const kept = store.getItem(STORAGE_KEYS.deviceTimezone);
  if (!kept) return refreshDeviceTimezone(store);
  timezone = kept;
  return kept;
}

/** Reads the browser's time zone now and keeps it for the next requests and visits. */
export function refreshDeviceTimezone(store: KeyValueStore): string {
  timezone = browserTimezone();
  if (store.getItem(STORAGE_KEYS.deviceTimezone) !== timezone) {
    store.setItem(STORAGE_KEYS.deviceTimezone, timezone);
  }
  return timezone;
}

/** Refreshes the kept time zone once the page is idle (after its first render and reads). */
export function refreshDeviceTimezoneWhenIdle(store: KeyValueStore): void {
  whenIdle(() => refreshDeviceTimezone(store), 10_000);
}

/** Forgets the zone read by this page (tests; a page reads it once). */
export function forgetDeviceTimezone(): void {
  timezone = undefined;
}

export function readDeviceInfo(store: KeyValueStore = browserStore()): DeviceInfo {
  const nav = globalThis.navigator as NavigatorWithHints | undefined;
  const fingerprint = deviceFingerprint(store);
  return {
    fingerprint: fingerprint.id,
    fingerprintConfidence: fingerprint.persisted ? 1 : 0,
    userAgent: nav?.userAgent ?? '',
    language: nav?.language ?? '',
    platform: nav?.userAgentData?.platform || nav?.platform || '',
    screen: {
      width: globalThis.screen?.width ?? 0,
      height: globalThis.screen?.height ?? 0,
      pixelRatio: globalThis.devicePixelRatio ?? 1,
    },
    timezone: deviceTimezone(store),
  };
}

/**
 * Header values must be printable ASCII or fetch throws before sending, and a user agent or
 * locale is free text, so anything else becomes '?'.
 */
function headerSafe(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, '?').slice(0, 512);
}

export function deviceHeaders(info: DeviceInfo): Record<string, string> {
  const { width, height, pixelRatio } = info.screen;
  return {
    'X-Device-Fingerprint': headerSafe(info.fingerprint),
    'X-Device-Fingerprint-Confidence': String(info.fingerprintConfidence),
    'X-Device-UserAgent': headerSafe(info.userAgent),
    'X-Device-Locale': headerSafe(info.language),
    'X-Device-Platform': headerSafe(info.platform),
    'X-Device-Screen': `${width}x${height}@${pixelRatio}`,
    'X-Device-Timezone': headerSafe(info.timezone),
  };
}
