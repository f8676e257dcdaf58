import { registerStrings } from '../../i18n/i18n';
import { AUTH_NS } from './i18n';
import en from './locales/register.en.json';

// The registration wizard's strings (its steps, company, terms) travel in its chunk, not
// the sign-in screen's; the components that use them import this module for its effect.
registerStrings(AUTH_NS, 'auth/register', en, () => import('./locales/register.sw.json'));
