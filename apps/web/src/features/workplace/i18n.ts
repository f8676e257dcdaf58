import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';

/** The workplace screen's strings: balance cards, usage and transaction history. */
export const WORKPLACE_NS = registerNamespace('workplace', en, () => import('./locales/sw.json'));
