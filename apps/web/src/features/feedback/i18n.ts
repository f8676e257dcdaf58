import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';

/** The feedback form (Help Center) and the staff's feedback inbox. */
export const FEEDBACK_NS = registerNamespace('feedback', en, () => import('./locales/sw.json'));
