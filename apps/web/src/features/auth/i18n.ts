import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';

/** The signed-out screens: sign in, registration, activation, password reset. */
export const AUTH_NS = registerNamespace('auth', en, () => import('./locales/sw.json'));
