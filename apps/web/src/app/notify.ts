import { notifications } from '@mantine/notifications';
import { LIMITS } from '@ptlog/shared';

type TKind = 'success' | 'error' | 'warning' | 'info';

const COLOR: Record<TKind, string> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
};
const TITLE: Record<TKind, string> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Info',
};

function show(kind: TKind, message: string, title?: string) {
  notifications.show({
    color: COLOR[kind],
    title: title ?? TITLE[kind],
    message,
    autoClose: LIMITS.TOAST_MS,
  });
}

/** Toasts of spec 1 §2: success, error, warning, info, closing after 4 s. */
export const notify = {
  success: (message: string, title?: string) => show('success', message, title),
  error: (message: string, title?: string) => show('error', message, title),
  warning: (message: string, title?: string) => show('warning', message, title),
  info: (message: string, title?: string) => show('info', message, title),
};
