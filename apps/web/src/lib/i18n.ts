import { registerNamespace } from '../i18n/i18n';
import en from './locales/en.json';

/** Units the shared helpers of lib/ write ('8 h' / 'saa 8'). */
export const LIB_NS = registerNamespace('lib', en, () => import('./locales/sw.json'));
