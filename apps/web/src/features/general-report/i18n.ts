import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';

/** The general report teaser's strings. */
export const GENERAL_REPORT_NS = registerNamespace(
  'general-report',
  en,
  () => import('./locales/sw.json'),
);
