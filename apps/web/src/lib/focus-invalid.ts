// A submit that a form's checks refuse shows errors beside the fields; a screen reader hears
// nothing of them unless the focus goes there (WCAG 3.3.1). The focus moves once React has drawn
// the errors (the next frame). One small function, as the sign-in screen's first load carries
// it; a Mantine form hands it the refused form:
// `form.onSubmit(send, (_errors, _values, event) => focusFirst(event?.currentTarget))`.

/**
 * Moves the focus to the first field of `container` marked invalid (or the first element
 * `selector` finds), next frame.
 */
export function focusFirst(
  container: Element | null | undefined,
  selector = '[aria-invalid="true"]',
): void {
  requestAnimationFrame(() => container?.querySelector<HTMLElement>(selector)?.focus());
}
