import { registerStrings } from '../../i18n/i18n';
import { AUTH_NS } from './i18n';
import en from './locales/forgot.en.json';

// The Forgot Password dialog's strings travel in its chunk, loaded when it is first asked for,
// not the sign-in screen's; the dialog imports this module for its effect.
registerStrings(AUTH_NS, 'auth/forgot', en, () => import('./locales/forgot.sw.json'));
