import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';
import sw from './locales/sw.json';

/** The staff billing desk's strings: figures, pending approvals, transactions, create, verify. */
export const STAFF_BILLING_NS = registerNamespace('staff-billing', { en, sw });
