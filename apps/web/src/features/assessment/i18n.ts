import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';

/** The PT assessment guide's strings and the example downloads. */
export const ASSESSMENT_NS = registerNamespace('assessment', en, () => import('./locales/sw.json'));
