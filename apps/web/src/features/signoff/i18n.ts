import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';

/** Supervisor sign-off: the student's side on the week page, the supervisor's public page, reminders. */
export const SIGNOFF_NS = registerNamespace('signoff', en, () => import('./locales/sw.json'));
