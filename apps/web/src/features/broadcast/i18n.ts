import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';

/** The e-mail broadcast screen's strings: the two send forms and the recent broadcasts. */
export const BROADCAST_NS = registerNamespace('broadcast', en, () => import('./locales/sw.json'));
