import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';

/** The staff billing desk's strings: figures, pending approvals, transactions, create, verify. */
export const STAFF_BILLING_NS = registerNamespace(
  'staff-billing',
  en,
  () => import('./locales/sw.json'),
);
