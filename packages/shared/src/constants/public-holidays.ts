import type { TLanguage } from './languages';

type TNames = Readonly<Record<TLanguage, string>>;

/** Tanzania's public holidays on the same date every year (Public Holidays Act), by 'MM-DD'. */
const FIXED_PUBLIC_HOLIDAYS: Readonly<Record<string, TNames>> = {
  '01-01': { en: "New Year's Day", sw: 'Sikukuu ya Mwaka Mpya' },
  '01-12': { en: 'Zanzibar Revolution Day', sw: 'Sikukuu ya Mapinduzi ya Zanzibar' },
  '04-07': { en: 'Karume Day', sw: 'Siku ya Kumbukumbu ya Karume' },
  '04-26': { en: 'Union Day', sw: 'Sikukuu ya Muungano' },
  '05-01': { en: "Workers' Day", sw: 'Sikukuu ya Wafanyakazi (Mei Mosi)' },
  '07-07': { en: 'Saba Saba Day', sw: 'Sikukuu ya Sabasaba' },
  '08-08': { en: "Nane Nane (Farmers' Day)", sw: 'Sikukuu ya Nanenane (Wakulima)' },
  '10-14': { en: 'Nyerere Day', sw: 'Siku ya Kumbukumbu ya Mwalimu Nyerere' },
  '12-09': { en: 'Independence Day', sw: 'Sikukuu ya Uhuru' },
  '12-25': { en: 'Christmas Day', sw: 'Sikukuu ya Krismasi' },
  '12-26': { en: 'Boxing Day', sw: 'Siku ya Kufungua Zawadi' },
};

/** The public holidays that move with Easter, by their distance in days from Easter Sunday. */
const EASTER_HOLIDAYS: Readonly<Record<number, TNames>> = {
  [-2]: { en: 'Good Friday', sw: 'Ijumaa Kuu' },
  1: { en: 'Easter Monday', sw: 'Jumatatu ya Pasaka' },
};

const DAY_MS = 86_400_000;

/** Easter Sunday of a Gregorian year, as a UTC day number (the anonymous Gregorian algorithm). */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * The public holiday on a date (YYYY-MM-DD), in that language; null on other days. Knows the
 * fixed-date holidays and those that follow Easter (Good Friday, Easter Monday). Eid al-Fitr,
 * Eid al-Adha and Maulid follow the moon and are announced shortly before, so they are not known.
 */
export function publicHoliday(isoDate: string, language: TLanguage): string | null {
  const fixed = FIXED_PUBLIC_HOLIDAYS[isoDate.slice(5, 10)];
  if (fixed) return fixed[language];
  const day = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS;
  if (!Number.isInteger(day)) return null;
  const fromEaster = day - easterSunday(Number(isoDate.slice(0, 4)));
  return EASTER_HOLIDAYS[fromEaster]?.[language] ?? null;
}
