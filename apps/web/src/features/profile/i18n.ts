import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';
import sw from './locales/sw.json';

/** The profile screen: sections, fields, picture, completion. */
export const PROFILE_NS = registerNamespace('profile', { en, sw });
