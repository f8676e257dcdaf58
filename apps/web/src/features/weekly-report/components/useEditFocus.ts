import { type RefObject, useEffect, useRef } from 'react';

/**
 * Entering edit mode removes the Edit button: move focus to the first field, and back to the
 * Edit button when editing ends, so keyboard users never lose their place.
 */
export function useEditFocus<Field extends HTMLElement>(
  editing: boolean,
  /** The Edit button when it lives elsewhere on the page. */
  returnTo?: RefObject<HTMLButtonElement | null>,
) {
  const fieldRef = useRef<Field>(null);
  const ownButtonRef = useRef<HTMLButtonElement>(null);
  const buttonRef = returnTo ?? ownButtonRef;
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current === editing) return;
    wasEditing.current = editing;
    if (editing) fieldRef.current?.focus();
    else buttonRef.current?.focus();
  }, [editing, buttonRef]);
  return { fieldRef, buttonRef };
}
