import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';

/** The settings screen: account, language, password, signed-in devices. */
export const SETTINGS_NS = registerNamespace('settings', en, () => import('./locales/sw.json'));
