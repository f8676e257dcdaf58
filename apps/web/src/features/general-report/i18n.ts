import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';
import sw from './locales/sw.json';

/** The general report teaser's strings. */
export const GENERAL_REPORT_NS = registerNamespace('general-report', { en, sw });
