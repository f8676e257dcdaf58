import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';

/** The staff area's strings: dashboard, users, analytics, activity and site settings. */
export const ADMIN_NS = registerNamespace('admin', en, () => import('./locales/sw.json'));
