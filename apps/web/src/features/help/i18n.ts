import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';

/** The Help Center's strings: contacts, and the FAQ written with the product's rules as values. */
export const HELP_NS = registerNamespace('help', en, () => import('./locales/sw.json'));
