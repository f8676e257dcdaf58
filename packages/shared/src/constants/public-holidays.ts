import type { TLanguage } from './languages';

/**
 * Tanzania's public holidays that fall on the same date every year (Public Holidays Act), by
 * 'MM-DD'. Good Friday, Easter Monday, Eid al-Fitr, Eid al-Adha and Maulid move with the
 * calendars they follow and are announced each year, so they are not here.
 */
const FIXED_PUBLIC_HOLIDAYS: Readonly<Record<string, Readonly<Record<TLanguage, string>>>> = {
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

/** The fixed-date public holiday on a date (YYYY-MM-DD), in that language; null on other days. */
export function fixedPublicHoliday(isoDate: string, language: TLanguage): string | null {
  return FIXED_PUBLIC_HOLIDAYS[isoDate.slice(5, 10)]?.[language] ?? null;
}
