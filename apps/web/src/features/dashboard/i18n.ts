import { registerNamespace } from '../../i18n/i18n';
import en from './locales/en.json';

/** The dashboard: greeting, roadmap, quick actions, counts and recent reports. */
export const DASHBOARD_NS = registerNamespace('dashboard', en, () => import('./locales/sw.json'));
