import { useCallback, useRef } from 'react';
import { useLocation } from 'react-router';
import { SUBMIT_WEEK_HASH } from '../submit-link';

// focusVisible (Chrome 122+, Firefox 104+): the ring shows although the page was opened by a tap;
// TypeScript's DOM types do not list it yet, and other browsers ignore it.
const SHOW_FOCUS_RING: FocusOptions & { focusVisible?: boolean } = { focusVisible: true };

/**
 * A ref for the Submit Week button: when the page was opened with #submit (the dashboard's
 * "Submit week N"), the button is scrolled into view and focused, with its focus ring, once, the
 * first time it is shown. Nothing is submitted: the button still opens the confirm dialog.
 */
export function useSubmitFocus(): (button: HTMLButtonElement | null) => void {
  const { hash } = useLocation();
  const done = useRef(false);
  const wanted = hash === SUBMIT_WEEK_HASH;
  return useCallback(
    (button: HTMLButtonElement | null) => {
      if (!button || !wanted || done.current) return;
      done.current = true;
      button.scrollIntoView?.({ block: 'center' });
      button.focus(SHOW_FOCUS_RING);
    },
    [wanted],
  );
}
