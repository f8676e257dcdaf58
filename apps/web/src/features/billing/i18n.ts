import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';

/** The billing screen's strings: calculator, payment steps, payer form, transactions. */
export const BILLING_NS = registerNamespace('billing', en, () => import('./locales/sw.json'));
