import { registerNamespace } from './i18n';
import en from './locales/en.json';

/** Words many screens share: actions, states, units. */
export const COMMON_NS = registerNamespace('common', en, () => import('./locales/sw.json'));
