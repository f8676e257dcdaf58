import { type NotificationData, notifications } from '@mantine/notifications';
import { TOAST_MS } from '@ptlog/shared';
import type { FocusEvent } from 'react';
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
  const toast: NotificationData = {
    // A toast with an id shows once however often it is asked for, and can be taken back.
    id,
    color: COLOR[kind],
    title: title ?? i18n.t(`app:notify.${kind}`),
    // The spec's messages (from the API or the shared rules) shown in the reader's language.
    message: translateMessage(message),
    autoClose: TOAST_MS,
  };
  // Mantine holds a toast's 4 s while the pointer is over it, but not while it has the keyboard
  // focus (its stacked layout aside): a reader who Tabs to a toast to read or close it would see it
  // vanish (WCAG 2.2.1). Focused, it stays; once the focus leaves it, its 4 s start again.
  const shown = notifications.show({
    ...toast,
    onFocusCapture: () => notifications.update({ ...toast, id: shown, autoClose: false }),
    onBlurCapture: (event: FocusEvent<HTMLDivElement>) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      notifications.update({ ...toast, id: shown, autoClose: TOAST_MS });
    },
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
