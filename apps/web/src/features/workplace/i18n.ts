import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';
import sw from './locales/sw.json';

/** The workplace screen's strings: balance cards, usage and transaction history. */
export const WORKPLACE_NS = registerNamespace('workplace', { en, sw });
