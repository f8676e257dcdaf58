import { registerStrings } from '../../i18n/i18n';
import { APP_NS } from '../i18n';
import en from '../locales/shell.en.json';

// The signed-in shell's strings (navigation, token chip, avatar, offline sync) travel in its
// chunk, not the sign-in screen's; the components that use them import this module for its effect.
registerStrings(APP_NS, 'app/shell', en, () => import('../locales/shell.sw.json'));
