import { registerNamespace } from '../i18n/i18n';
import en from './locales/en.json';

/**
 * The shared components' own words: Cancel, Retry, the optional reason, the page picker,
 * the question before typed text is discarded.
 */
export const COMPONENTS_NS = registerNamespace('components', en, () => import('./locales/sw.json'));
