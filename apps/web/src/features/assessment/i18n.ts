import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';
import sw from './locales/sw.json';

/** The PT assessment guide's strings and the example downloads. */
export const ASSESSMENT_NS = registerNamespace('assessment', { en, sw });
