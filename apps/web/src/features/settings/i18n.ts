import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';
import sw from './locales/sw.json';

/** The settings screen: account, language, password, signed-in devices. */
export const SETTINGS_NS = registerNamespace('settings', { en, sw });
