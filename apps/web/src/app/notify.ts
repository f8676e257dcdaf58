import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '@ptlog/shared';
import { i18n } from '../i18n/i18n';
import { translateMessage } from '../i18n/messages';
import './i18n';

type TKind = 'success' | 'error' | 'warning' | 'info';

const COLOR: Record<TKind, string> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
};

function show(kind: TKind, message: string, title?: string, id?: string) {
  notifications.show({
    // A toast with an id shows once however often it is asked for, and can be taken back.
    id,
    color: COLOR[kind],
    title: title ?? i18n.t(`app:notify.${kind}`),
    // The spec's messages (from the API or the shared rules) shown in the reader's language.
    message: translateMessage(message),
    autoClose: TOAST_MS,
  });
}

/** Toasts of spec 1 §2: success, error, warning, info, closing after 4 s. */
export const notify = {
  success: (message: string, title?: string) => show('success', message, title),
  error: (message: string, title?: string) => show('error', message, title),
  warning: (message: string, title?: string, id?: string) => show('warning', message, title, id),
  info: (message: string, title?: string) => show('info', message, title),
  /** Closes the toast shown with this id, once what it warned about is mended. */
  hide: (id: string) => notifications.hide(id),
};
