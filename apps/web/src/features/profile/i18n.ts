import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';

/** The profile screen: sections, fields, picture, completion. */
export const PROFILE_NS = registerNamespace('profile', en, () => import('./locales/sw.json'));
