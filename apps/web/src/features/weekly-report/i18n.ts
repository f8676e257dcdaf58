import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';

/** The log book's strings: overview, week page, sections, dialogs, AI enhancement, exports. */
export const WEEKLY_REPORT_NS = registerNamespace(
  'weekly-report',
  en,
  () => import('./locales/sw.json'),
);
