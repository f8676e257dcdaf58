// The public verification page (GET /verify/{code}): static HTML, every value escaped, styles in
// one <style> element (the CSP allows inline styles) and no script at all.
import { formatDayMonthYear, formatEatDateTime, MESSAGES } from '@ptlog/shared';
import type { TExportRecordRow } from '../../db/schema';
import { formatHours } from './export.model';
import { formatCode } from './page-text';
import type { TVerification } from './verify.service';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
body { margin: 0; background: #f4f5f7; color: #1f2328; }
main { max-width: 40rem; margin: 2.5rem auto; padding: 0 1rem; }
.card { background: #fff; border: 1px solid #d0d7de; border-radius: 10px; padding: 1.5rem 1.75rem; }
h1 { font-size: 1.35rem; margin: 0 0 0.25rem; }
.sub { color: #57606a; margin: 0 0 1.25rem; }
.status { border-radius: 8px; padding: 0.8rem 1rem; font-weight: 600; margin-bottom: 1.25rem; }
.ok { background: #dafbe1; color: #0a5c24; border: 1px solid #8ddb9f; }
.changed { background: #fff1c2; color: #6b4700; border: 1px solid #e5c35c; }
.status small { display: block; font-weight: 400; margin-top: 0.25rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1.25rem; margin: 0; }
dt { color: #57606a; }
dd { margin: 0; overflow-wrap: anywhere; }
.date { white-space: nowrap; }
@media (max-width: 30rem) { dl { grid-template-columns: 1fr; gap: 0.1rem; } dd { margin-bottom: 0.6rem; } }
code { font-family: ui-monospace, 'DejaVu Sans Mono', monospace; font-size: 0.95em; }
footer { color: #57606a; font-size: 0.85rem; margin-top: 1rem; text-align: center; }
`;

/** Escaped text whose dates (16-11-2026) never split at their dashes on a phone. */
function withWholeDates(text: string): string {
  return escapeHtml(text).replace(
    /\d{2}-\d{2}-\d{4}/g,
    (date) => `<span class="date">${date}</span>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · PT Logbook</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
${body}
</div>
<footer>PT Logbook · document verification</footer>
</main>
</body>
</html>
`;
}

function documentLabel(record: TExportRecordRow): string {
  const { summary } = record;
  if (record.kind === 'daily' && summary.day) {
    return `Daily report of ${formatDayMonthYear(summary.day.date)}`;
  }
  if (record.kind === 'all') return `All weekly reports (${summary.weeks.length} weeks)`;
  if (summary.weeks.length === 1) return `Weekly report, week ${summary.weeks[0]!.week_number}`;
  return `Weekly reports (${summary.weeks.length} weeks)`;
}

/** Of a printed approval, the (masked) address its link was mailed to. */
function approverNote(approver: string | undefined): string {
  return approver ? `. Approval link sent to ${approver}` : '';
}

function weekLines(record: TExportRecordRow, approvers: TVerification['approvers']): string {
  return record.summary.weeks
    .map(
      (week) =>
        `Week ${week.week_number}: ${formatDayMonthYear(week.start_date)} to ${formatDayMonthYear(week.end_date)}, ${formatHours(week.total_hours, { zero: '0' })} hrs${week.approval ? `. ${week.approval}${approverNote(approvers.get(week.week_number))}` : ''}`,
    )
    .map((line) => withWholeDates(line))
    .join('<br>');
}

/** 3 → 'week 3'; [3, 5, 8] → 'weeks 3, 5 and 8'. */
export function weekList(weeks: readonly number[]): string {
  if (weeks.length === 1) return `week ${weeks[0]}`;
  return `weeks ${weeks.slice(0, -1).join(', ')} and ${weeks.at(-1)}`;
}

/**
 * What differs between the document and the log book now. Worded without blaming anyone: the
 * fingerprint covers the student's entries only, but the reader cannot tell who changed what.
 */
function changeNote(result: TVerification): string {
  const weeks = result.changedWeeks;
  const named = weeks.length > 0 ? ` (${weekList(weeks)})` : '';
  if (result.missing) {
    return `A report printed in this document has since been deleted${named}: the printout no longer matches the log book.`;
  }
  if (weeks.length === 0) {
    return "The log book no longer holds exactly what this document printed: compare the printout with the student's log book on PT Logbook.";
  }
  return `The log book now differs from this document in ${weekList(weeks)}: compare ${weeks.length === 1 ? 'that page' : 'those pages'} with the student's log book on PT Logbook.`;
}

export function verificationPage(result: TVerification): string {
  const { record } = result;
  const { summary } = record;
  const status = result.unchanged
    ? `<div class="status ok">✓ ${escapeHtml(MESSAGES.export.verifyUnchanged)}<small>The student's log book on PT Logbook still holds exactly what this document printed when it was made. Compare the weeks, dates and hours below with the paper: a printout changed by hand is not detected here.</small></div>`
    : `<div class="status changed">⚠ ${escapeHtml(MESSAGES.export.verifyModified)}<small>${escapeHtml(changeNote(result))}</small></div>`;
  const rows: [string, string][] = [
    ['Document', escapeHtml(documentLabel(record))],
    ['Student', escapeHtml(summary.student_name)],
    ...(summary.registration_number
      ? [['Registration no.', escapeHtml(summary.registration_number)] as [string, string]]
      : []),
    ...(summary.weeks.length > 0
      ? [['Weeks', weekLines(record, result.approvers)] as [string, string]]
      : []),
    ['Total hours', escapeHtml(formatHours(summary.total_hours, { zero: '0' }))],
    ['Generated on', withWholeDates(formatEatDateTime(record.generatedAt))],
    ['Format', escapeHtml(record.format.toUpperCase())],
    ['Verification code', `<code>${escapeHtml(formatCode(record.code))}</code>`],
    ['Fingerprint', `<code>sha256:${escapeHtml(record.contentHash.slice(0, 16))}…</code>`],
  ];
  const list = rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${value}</dd>`);
  return page(
    'Document verification',
    `<h1>Document verification</h1>
<p class="sub">A log book document generated by PT Logbook.</p>
${status}
<dl>${list.join('\n')}</dl>`,
  );
}

export function unknownCodePage(): string {
  return page(
    'Unknown verification code',
    `<h1>Unknown verification code</h1>
<p class="sub">${escapeHtml(MESSAGES.export.verifyUnknown)}</p>
<p>Check the code printed at the foot of the document (10 letters and digits) and try again.</p>`,
  );
}
