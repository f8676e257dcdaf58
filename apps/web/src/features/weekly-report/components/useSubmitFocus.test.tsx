// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { submitWeekPath } from '../submit-link';
import { useSubmitFocus } from './useSubmitFocus';

function SubmitButton() {
  const ref = useSubmitFocus();
  return (
    <>
      <button type="button">Edit Report</button>
      <button type="button" ref={ref}>
        Submit Week
      </button>
    </>
  );
}

function openAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SubmitButton />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Submit Week' });
}

describe('useSubmitFocus', () => {
  afterEach(cleanup);

  it("focuses the Submit Week button when the week is opened from the dashboard's submit link", () => {
    expect(submitWeekPath(3)).toBe('/weekly-report/3#submit');
    const button = openAt(submitWeekPath(3));
    expect(document.activeElement).toBe(button);
  });

  it('leaves the focus alone on a plain visit of the week', () => {
    const button = openAt('/weekly-report/3');
    expect(document.activeElement).not.toBe(button);
  });
});
