import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';
import sw from './locales/sw.json';

/** The log book's strings: overview, week page, sections, dialogs, AI enhancement, exports. */
export const WEEKLY_REPORT_NS = registerNamespace('weekly-report', { en, sw });
