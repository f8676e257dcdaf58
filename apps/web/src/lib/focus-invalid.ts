// A submit that a form's checks refuse shows errors beside the fields; a screen reader hears
// nothing of them unless the focus goes there (WCAG 3.3.1). The focus moves once React has drawn
// the errors (the next frame), to the first field marked aria-invalid.

/** Moves the focus to the first element of `container` that `selector` finds, next frame. */
export function focusFirst(container: Element | null | undefined, selector: string): void {
  requestAnimationFrame(() => container?.querySelector<HTMLElement>(selector)?.focus());
}

/** Moves the focus to the first field of `container` marked invalid, next frame. */
export function focusFirstInvalid(container: Element | null | undefined): void {
  focusFirst(container, '[aria-invalid="true"]');
}

/**
 * For a Mantine form's `onSubmit(handleSubmit, focusInvalidField)`: its validation failure
 * handler, called with the submit event of the form whose fields were refused.
 */
export function focusInvalidField(
  _errors: unknown,
  _values: unknown,
  event?: { currentTarget: EventTarget | null },
): void {
  const form = event?.currentTarget;
  if (form instanceof Element) focusFirstInvalid(form);
}
