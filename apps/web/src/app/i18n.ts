import { registerNamespace } from '../i18n/i18n';
import en from './locales/en.json';

/** The app shell's strings: navigation, header, theme and language controls. */
export const APP_NS = registerNamespace('app', en, () => import('./locales/sw.json'));
