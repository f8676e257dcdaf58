import type { Page } from 'playwright-core';

/** Our goal for a phone: 40 px each way (WCAG 2.5.8 asks 24, Material 48). */
export const TAP_TARGET_PX = 40;

/**
 * The controls on the screen shown that a finger may miss: buttons, links, fields and anything
 * with a button's role, smaller than `min` px across or down where a tap lands. The size is read
 * from the point of the control's centre outwards with document.elementFromPoint, so a target
 * grown by an invisible part (a stretched row link, a ring around a check box, a label) counts
 * at its real size. Left out: links inside running text (WCAG 2.5.8's inline exception),
 * Mantine's check boxes and radio buttons, disabled controls, and controls hidden, off the screen
 * or covered (under a dialog). Each entry names the element and its size; the page may be left
 * scrolled.
 */
export function smallTapTargets(page: Page, min = TAP_TARGET_PX): Promise<string[]> {
  return page.evaluate((MIN) => {
    const CONTROLS =
      'button, a[href], [role="button"], [role="link"], [role="tab"], input:not([type="hidden"]), select, textarea';
    // Mantine's check boxes and radio buttons: their label takes taps too, and how close they
    // stand is the form's layout.
    const BESIDE_LABEL = '.mantine-Checkbox-input, .mantine-Radio-radio';
    const found: string[] = [];
    const inRunningText = (element: Element) =>
      (element.tagName === 'A' || element.classList.contains('mantine-Anchor-root')) &&
      Array.from(element.parentElement?.childNodes ?? []).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
    const lands = (element: HTMLElement, x: number, y: number) => {
      const hit = document.elementFromPoint(x, y);
      if (!hit) return false;
      // A field's box as seen (a password field's input sits inside its 1 px border).
      const field = element.closest('.mantine-Input-input') ?? element;
      if (field === hit || field.contains(hit)) return true;
      const labels =
        'labels' in element ? Array.from((element as HTMLInputElement).labels ?? []) : [];
      return labels.some((label) => label === hit || label.contains(hit));
    };
    /** How far from (x, y) in the direction (dx, dy) a tap still lands on the element. */
    const reach = (element: HTMLElement, x: number, y: number, dx: number, dy: number) => {
      let steps = 0;
      while (steps < MIN && lands(element, x + dx * (steps + 1), y + dy * (steps + 1))) steps += 1;
      return steps;
    };
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(CONTROLS))) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      if (element.closest('[aria-hidden="true"], [inert]') || inRunningText(element)) continue;
      if (element.matches(BESIDE_LABEL)) continue;
      if ((element as HTMLButtonElement).disabled) continue;
      element.scrollIntoView({ block: 'center', inline: 'center' });
      const box = element.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (!lands(element, x, y)) continue;
      const across = reach(element, x, y, -1, 0) + 1 + reach(element, x, y, 1, 0);
      const down = reach(element, x, y, 0, -1) + 1 + reach(element, x, y, 0, 1);
      if (across >= MIN && down >= MIN) continue;
      const name = (
        element.getAttribute('aria-label') ||
        element.textContent?.trim() ||
        (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
        element.getAttribute('title') ||
        element.getAttribute('type') ||
        ''
      ).slice(0, 50);
      found.push(
        `<${element.tagName.toLowerCase()}> "${name}" takes taps on ${Math.min(across, MIN)}×${Math.min(down, MIN)} px`,
      );
    }
    return found;
  }, min);
}
