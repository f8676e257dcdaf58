import type { TPtPhase } from '@ptlog/shared';
import { i18n, registerNamespace } from './i18n';
import en from './locales/en.json';

/** Words many screens share: actions, states, units, the PT phases' names. */
export const COMMON_NS = registerNamespace('common', en, () => import('./locales/sw.json'));

/** 'Practical Training 2' ('Mafunzo kwa Vitendo 2'): a PT phase named in the reader's language. */
export function ptPhaseName(phase: TPtPhase): string {
  return i18n.t('common:ptPhase', { phase });
}
