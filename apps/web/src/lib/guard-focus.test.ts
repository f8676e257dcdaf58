// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardFocus } from './guard-focus';

describe('guardFocus', () => {
  let heading: HTMLHeadingElement;
  let button: HTMLButtonElement;
  beforeEach(() => {
    vi.useFakeTimers();
    heading = document.createElement('h2');
    heading.tabIndex = -1;
    button = document.createElement('button');
    document.body.append(heading, button);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('moves the focus to the fallback once the focused control has left the page', () => {
    button.focus();
    guardFocus(() => heading);
    vi.advanceTimersByTime(200);
    expect(document.activeElement).toBe(button);
    button.remove();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(heading);
  });

  it('leaves a focus that stays on the page, and stops watching after its time', () => {
    button.focus();
    guardFocus(() => heading, 500);
    vi.advanceTimersByTime(1000);
    button.remove();
    vi.advanceTimersByTime(1000);
    expect(document.activeElement).toBe(document.body);
  });
});
