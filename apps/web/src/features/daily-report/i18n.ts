import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';

/** The daily report screen's strings: week selector, day tiles, day form, summary. */
export const DAILY_REPORT_NS = registerNamespace(
  'daily-report',
  en,
  () => import('./locales/sw.json'),
);
