import { registerStrings } from '../../i18n/i18n';
import { AUTH_NS } from './i18n';
import en from './locales/activation.en.json';

// The activation screen's strings travel in its chunk, not the sign-in screen's; the
// components that use them import this module for its effect.
registerStrings(AUTH_NS, 'auth/activation', en, () => import('./locales/activation.sw.json'));
