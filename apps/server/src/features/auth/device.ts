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

/** "Chrome on Android": a readable name for the sessions list. */
export function deviceLabel(device: TSessionDevice): string {
  const agent = device.userAgent;
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? (device.platform || '');
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system || 'Unknown device');
}
