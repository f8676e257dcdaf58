import type { Page } from 'playwright-core';

/**
 * What on the screen shown runs out of its place sideways, as a reader would see it: the page
 * itself scrolling sideways, an element's own text wider than the element (a long e-mail
 * running into the next column), text past the right edge of the screen inside a box that does
 * not scroll (a row of choices cut off by the card), or a badge's word cut short ("IMEKAMILI…":
 * a status is a word, never cut on purpose). Other text cut short on purpose (an ellipsis, a
 * clamp) and text for screen readers only are not counted; a wide table on a phone scrolls in its
 * own box, its cells grow with their text. Each entry names the element and its text.
 */
export function textOverflows(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ HANGING_SPACE_PX }) => {
      const found: string[] = [];
      const FORM_FIELDS = new Set(['TEXTAREA', 'INPUT', 'SELECT', 'OPTION']);
      const root = document.documentElement;
      /** Inside a box the reader can scroll sideways (a wide table, a row of tabs): reachable. */
      const inScrollingBox = (element: HTMLElement) => {
        for (let box = element.parentElement; box && box !== root; box = box.parentElement) {
          if (/auto|scroll/.test(getComputedStyle(box).overflowX)) return true;
        }
        return false;
      };
      const pageScrolls = root.scrollWidth > root.clientWidth + 1;
      if (pageScrolls) {
        found.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth}`);
      }
      for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        if (!(element instanceof HTMLElement) || element.closest('[aria-hidden="true"]')) continue;
        // A text field's value is laid out inside the field, not as the element's own text.
        if (FORM_FIELDS.has(element.tagName)) continue;
        const texts = Array.from(element.childNodes).filter(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        if (texts.length === 0) continue;
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        // Text for screen readers only (a 1 px box that clips it) is out of its box on purpose.
        if (box.width <= 1 || box.height <= 1 || style.clip !== 'auto') continue;
        if (style.visibility !== 'visible') continue;
        const label = element.textContent?.trim().slice(0, 60);
        // Past the edge of a page that scrolls sideways: said once, above.
        if (!pageScrolls && box.right > window.innerWidth + 1 && !inScrollingBox(element)) {
          found.push(
            `<${element.tagName.toLowerCase()}> "${label}" ends ${Math.round(box.right - window.innerWidth)} px past the screen's right edge`,
          );
          continue;
        }
        if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') {
          const inBadge = element.closest('.mantine-Badge-root') !== null;
          if (inBadge && element.scrollWidth > element.clientWidth) {
            found.push(`<${element.tagName.toLowerCase()}> "${label}" is cut short in its badge`);
          }
          continue;
        }
        const range = document.createRange();
        range.setStartBefore(texts[0]!);
        range.setEndAfter(texts.at(-1)!);
        const text = range.getBoundingClientRect();
        const beyond = Math.max(text.right - box.right, box.left - text.left);
        // A wrapped line's last space may hang past the box (CSS allows it): up to a space's width.
        // One line that its box clips (a button's label) has no such space: a pixel is a letter cut.
        const clipsOneLine = /hidden|clip/.test(style.overflowX) && style.whiteSpace === 'nowrap';
        if (beyond > (clipsOneLine ? 1 : HANGING_SPACE_PX)) {
          found.push(
            `<${element.tagName.toLowerCase()}> "${label}" runs ${Math.round(beyond)} px out of its ${Math.round(box.width)} px box`,
          );
        }
      }
      return found;
    },
    { HANGING_SPACE_PX: 6 },
  );
}
