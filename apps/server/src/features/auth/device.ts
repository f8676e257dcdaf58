import type { FastifyRequest } from 'fastify';
import type { TSessionDevice } from '../../db/schema';

const MAX_HEADER = 300;

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return (text ?? '').slice(0, MAX_HEADER);
}

/** The device a session belongs to, from the X-Device-* headers of spec 1 §7 (User-Agent as fallback). */
export function deviceFromRequest(request: FastifyRequest): TSessionDevice {
  return {
    userAgent: header(request, 'x-device-useragent') || header(request, 'user-agent'),
    platform: header(request, 'x-device-platform'),
    locale: header(request, 'x-device-locale'),
    timezone: header(request, 'x-device-timezone'),
    screen: header(request, 'x-device-screen'),
    fingerprint: header(request, 'x-device-fingerprint'),
  };
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export interface TDeviceParts {
  /** 'Chrome', 'Firefox' …; null when the user agent names none we know. */
  browser: string | null;
  /** 'Android', 'Windows' … (else the X-Device-Platform header); null when neither says. */
  os: string | null;
}

/** The browser and the system, apart, so a client can name the device in its own language. */
export function deviceParts(device: TSessionDevice): TDeviceParts {
  const agent = device.userAgent;
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? (device.platform || null);
  return { browser, os: system };
}

/** "Chrome on Android": the English name of the sessions list (kept for older clients). */
export function deviceLabel(device: TSessionDevice): string {
  const { browser, os } = deviceParts(device);
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}
