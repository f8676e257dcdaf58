import { registerNamespace } from './i18n';
import en from './locales/en.json';
import sw from './locales/sw.json';

/** Words many screens share: actions, states, units. */
export const COMMON_NS = registerNamespace('common', { en, sw });
