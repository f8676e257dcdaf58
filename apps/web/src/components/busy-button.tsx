import type { MouseEvent } from 'react';

/**
 * Mantine Button props for a button that shows it is busy (its loader, as `loading`) and keeps
 * the focus. `loading` alone disables the button, and a disabled button drops a keyboard user's
 * focus to the page: after a sign-in, a save or an export (whose menu gives the focus back to it
 * just then) they would start again from the top (WCAG 2.4.3). Busy, it stays enabled, says
 * aria-disabled and ignores clicks; a form's Enter is a click on its submit button, ignored too.
 * `disabled` is the button's own disabled state, beside being busy; `unavailable` marks it
 * aria-disabled without a loader (a moment it ignores clicks on its own, e.g. ConfirmDialog's).
 */
export function busyButtonProps(busy: boolean, disabled = false, unavailable = false) {
  return {
    loading: busy,
    disabled,
    // Button gives its root `disabled || loading`: the root is drawn here without the busy part.
    // `root` carries the button's type (UnstyledButton's 'button' unless told 'submit').
    renderRoot: (root: Record<string, unknown>) => (
      <button
        {...root}
        disabled={disabled}
        aria-disabled={busy || unavailable || undefined}
        onClick={busy ? (event: MouseEvent) => event.preventDefault() : (root.onClick as never)}
      />
    ),
  };
}
