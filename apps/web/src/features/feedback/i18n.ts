import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';
import sw from './locales/sw.json';

/** The feedback form (Help Center) and the staff's feedback inbox. */
export const FEEDBACK_NS = registerNamespace('feedback', { en, sw });
