import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';

/** The Resources library's strings: filters, the documents, staff's upload form. */
export const RESOURCES_NS = registerNamespace('resources', en, () => import('./locales/sw.json'));
