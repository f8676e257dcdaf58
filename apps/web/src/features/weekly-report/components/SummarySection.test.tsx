// @vitest-environment happy-dom
import { ERROR_CODES, MESSAGES, type TWeeklyStatus } from '@ptlog/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { useWeeklyReport } from '../api';
import { weeklyFixture } from '../weekly-report.fixture';
import { SummarySection } from './SummarySection';
import { summaryDrafts } from './usePendingSummary';

/** The page's side of the summary: Edit Report opens it, the section closes it. */
function SummaryHost({
  status = 'DRAFT',
  editing: startEditing = true,
}: {
  status?: TWeeklyStatus;
  editing?: boolean;
}) {
  const [editing, setEditing] = useState(startEditing);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={ref} type="button" onClick={() => setEditing(true)}>
        Edit Report
      </button>
      <SummarySection
        report={weeklyFixture({ status, summary: 'Serviced the plant' })}
        editing={editing}
        onEditingChange={setEditing}
        editButtonRef={ref}
      />
    </>
  );
}

const TEXT = 'This week I serviced two gearboxes and learned to read vibration charts.';
const summaryField = () => screen.getByRole('textbox', { name: /^Summary/ }) as HTMLTextAreaElement;
const askDiscard = () => screen.findByRole('dialog', { name: 'Discard your changes?' });

describe('SummarySection refused because the week was submitted meanwhile', () => {
  it('keeps the typed summary on the device and shows it read-only to copy', async () => {
    fakeApi({
      ...signedInStudent(),
      'PUT /reports/weekly/week/1/': () => ({
        status: 409,
        body: { detail: MESSAGES.weekly.locked, code: ERROR_CODES.REPORT_LOCKED },
      }),
    });
    const first = renderWithProviders(<SummaryHost />);
    await first.user.clear(summaryField());
    await first.user.type(summaryField(), TEXT);
    await first.user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Not saved: this week was submitted meanwhile')).toBeTruthy();
    const kept = screen.getByRole('textbox', { name: 'Summary not saved' }) as HTMLTextAreaElement;
    expect(kept.readOnly).toBe(true);
    expect(kept.value).toBe(TEXT);
    expect(summaryDrafts(1).read('')).toBe(TEXT);
    await first.user.click(screen.getByRole('button', { name: 'Copy: Summary not saved' }));
    expect(await navigator.clipboard.readText()).toBe(TEXT);
    first.unmount();

    // Back on the week, now submitted: still offered, not opened for editing.
    const { user } = renderWithProviders(<SummaryHost status="SUBMITTED" editing={false} />);
    expect(
      (screen.getByRole('textbox', { name: 'Summary not saved' }) as HTMLTextAreaElement).value,
    ).toBe(TEXT);
    await user.click(screen.getByRole('button', { name: 'Discard: Summary not saved' }));
    await user.click(within(await askDiscard()).getByRole('button', { name: 'Yes, discard' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Summary not saved' })).toBeNull(),
    );
    expect(summaryDrafts(1).read('')).toBeNull();
  });
});

describe('SummarySection saved after staff moved the placement start', () => {
  it("sends the page's Monday, and on the 409 keeps the text open with the message", async () => {
    const bodies: unknown[] = [];
    fakeApi({
      ...signedInStudent(),
      'PUT /reports/weekly/week/1/': (call) => {
        bodies.push(call.body);
        return {
          status: 409,
          body: { detail: MESSAGES.weekly.calendarMoved, code: ERROR_CODES.CONFLICT },
        };
      },
    });
    const { user } = renderWithProviders(<SummaryHost />);
    await user.clear(summaryField());
    await user.type(summaryField(), TEXT);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MESSAGES.weekly.calendarMoved)).toBeTruthy();
    expect(bodies).toEqual([
      { summary: TEXT, start_date: weeklyFixture().start_date, summary_was: 'Serviced the plant' },
    ]);
    // Not saved anywhere else: the editor stays open with the text, and its draft is kept.
    expect(summaryField().value).toBe(TEXT);
    expect(summaryDrafts(1).read('')).toBe(TEXT);
  });
});

/** The week as the page reads it, so a re-read after a refusal reaches the section. */
function LiveSummaryHost() {
  const [editing, setEditing] = useState(true);
  const ref = useRef<HTMLButtonElement>(null);
  const week = useWeeklyReport(1);
  if (!week.data || week.data.id === null) return null;
  return (
    <SummarySection
      report={week.data}
      editing={editing}
      onEditingChange={setEditing}
      editButtonRef={ref}
    />
  );
}

describe('SummarySection saved in another tab meanwhile', () => {
  it('keeps the typed text, shows the other one, and a second Save replaces it', async () => {
    let saved = 'Serviced the plant';
    const bodies: Record<string, unknown>[] = [];
    fakeApi({
      ...signedInStudent(),
      'GET /reports/weekly/week/1/': () => ({ body: weeklyFixture({ summary: saved }) }),
      'PUT /reports/weekly/week/1/': (call) => {
        const body = call.body as { summary: string; summary_was?: string };
        bodies.push(body);
        if (body.summary_was !== saved && body.summary !== saved) {
          return {
            status: 409,
            body: {
              detail: MESSAGES.weekly.summaryEditedElsewhere,
              code: ERROR_CODES.EDITED_ELSEWHERE,
            },
          };
        }
        saved = body.summary;
        return { body: weeklyFixture({ summary: saved }) };
      },
    });
    const { user } = renderWithProviders(<LiveSummaryHost />);
    await user.clear(await screen.findByRole('textbox', { name: /^Summary/ }));
    await user.type(summaryField(), TEXT);
    // Meanwhile the laptop's tab saves its own text.
    saved = 'Written on the laptop';
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MESSAGES.weekly.summaryEditedElsewhere)).toBeTruthy();
    expect(await screen.findByText('Written on the laptop')).toBeTruthy();
    expect(screen.getByText('Saved in the other tab or device')).toBeTruthy();
    expect(summaryField().value).toBe(TEXT);
    expect(saved).toBe('Written on the laptop');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saved).toBe(TEXT));
    expect(bodies.map((body) => body.summary_was)).toEqual([
      'Serviced the plant',
      'Written on the laptop',
    ]);
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });
});

describe('SummarySection Cancel', () => {
  it('asks before throwing typed text away, and closes at once when nothing changed', async () => {
    fakeApi(signedInStudent());
    const { user } = renderWithProviders(<SummaryHost />);
    await user.type(summaryField(), ' and the pumps');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await askDiscard()).getByRole('button', { name: 'Keep editing' }));
    expect(summaryField().value).toBe('Serviced the plant and the pumps');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await askDiscard()).getByRole('button', { name: 'Yes, discard' }));
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(summaryDrafts(1).read('Serviced the plant')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit Report' }));
    expect(summaryField().value).toBe('Serviced the plant');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
