import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** A stable random id for this browser, used to name the device in the active-sessions list. */
function deviceId(): string {
  let id = readStorage(STORAGE_KEYS.deviceId);
  if (!id) {
    id = crypto.randomUUID();
    writeStorage(STORAGE_KEYS.deviceId, id);
  }
  return id;
}

export function deviceInfo() {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    platform: navigator.platform,
    screen: { width: screen.width, height: screen.height, pixelRatio: window.devicePixelRatio },
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** The device headers every non-public call carries (spec 1 §7). */
export function deviceHeaders(): Record<string, string> {
  const info = deviceInfo();
  return {
    'X-Device-Fingerprint': deviceId(),
    // The id is random and stored, not derived from the device, so it is certain but not a fingerprint.
    'X-Device-Fingerprint-Confidence': '1',
    'X-Device-UserAgent': info.userAgent,
    'X-Device-Locale': info.language,
    'X-Device-Platform': info.platform,
    'X-Device-Screen': `${info.screen.width}x${info.screen.height}@${info.screen.pixelRatio}`,
    'X-Device-Timezone': info.timezone,
  };
}
