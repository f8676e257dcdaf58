// The staff screens' Kiswahili says "loading" as the student screens do: "Inapakia" (kupakia),
// not "Inapakua" (kupakua, to download), which made "Imeshindikana kupakua mipangilio" read
// "failed to download the settings".
import { describe, expect, it } from 'vitest';
import broadcast from '../broadcast/locales/sw.json';
import feedback from '../feedback/locales/sw.json';
import staffBilling from '../staff-billing/locales/sw.json';
import admin from './locales/sw.json';

/** Every string of a locale file, by its dotted key. */
function strings(file: unknown, prefix = ''): [string, string][] {
  if (typeof file === 'string') return [[prefix, file]];
  if (typeof file !== 'object' || file === null) return [];
  return Object.entries(file).flatMap(([key, value]) =>
    strings(value, prefix ? `${prefix}.${key}` : key),
  );
}

const FILES = { admin, feedback, broadcast, 'staff-billing': staffBilling };

describe("the staff screens' Kiswahili", () => {
  for (const [name, file] of Object.entries(FILES)) {
    it(`${name}: says Inapakia / kupakia for loading, never kupakua`, () => {
      const all = strings(file);
      const loading = all.filter(([key]) => /(^|\.)(loading\w*|loadFailed)$/.test(key));
      expect(loading.length).toBeGreaterThan(0);
      for (const [key, text] of loading) expect(text, key).toMatch(/pakia/i);
      // Downloading a file keeps its word (Pakua CSV); loading never borrows it.
      expect(all.filter(([, text]) => /inapakua|kupakua/i.test(text))).toEqual([]);
    });
  }
});
