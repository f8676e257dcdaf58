import { type RefObject, useEffect, useRef } from 'react';

/**
 * Keyboard focus on an element once it shows, when asked: the payment's steps replace one another
 * (the calculator, the instructions, the submitted payment), and the control that moved on was in
 * the step that left, which dropped the focus to the page (WCAG 2.4.3). The element needs
 * tabIndex -1: focusable, not a tab stop.
 */
export function useFocusOnShow<T extends HTMLElement>(focus: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return ref;
}
