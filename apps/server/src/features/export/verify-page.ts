// The public verification page (GET /verify/{code}): static HTML, every value escaped, styles in
// one <style> element (the CSP allows inline styles) and no script at all. English or Kiswahili
// (verify-page.text.ts), with a plain link to the other language.
import { formatDayMonthYear, formatEatDateTime, type TLanguage } from '@ptlog/shared';
import type { TExportRecordRow } from '../../db/schema';
import { formatHours } from './export.model';
import { formatCode } from './page-text';
import type { TVerification } from './verify.service';
import { otherLanguage, type TVerifyText, VERIFY_TEXT } from './verify-page.text';

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
.lang { text-align: right; margin: 0 0 0.5rem; font-size: 0.9rem; }
.lang a { color: #0b5cad; }
h1 { font-size: 1.35rem; margin: 0 0 0.25rem; }
h2 { font-size: 1rem; margin: 1.25rem 0 0.5rem; }
.sub { color: #57606a; margin: 0 0 1.25rem; }
.status { border-radius: 8px; padding: 0.8rem 1rem; font-weight: 600; margin-bottom: 1.25rem; }
.ok { background: #dafbe1; color: #0a5c24; border: 1px solid #8ddb9f; }
.changed { background: #fff1c2; color: #6b4700; border: 1px solid #e5c35c; }
.status small { display: block; font-weight: 400; margin-top: 0.25rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1.25rem; margin: 0; }
dt { color: #57606a; }
dd { margin: 0; overflow-wrap: anywhere; }
.date { white-space: nowrap; }
ul.weeks { list-style: none; margin: 0; padding: 0; border-top: 1px solid #d0d7de; }
ul.weeks li { padding: 0.6rem 0.5rem; border-bottom: 1px solid #d0d7de; overflow-wrap: anywhere; }
ul.weeks li.week-changed { background: #fff1c2; border-left: 4px solid #bf8700; }
.week-name { font-weight: 600; }
.week-state, .week-approval { display: block; color: #57606a; font-size: 0.92rem; }
.mark { display: inline-block; font-weight: 600; color: #6b4700; font-size: 0.9rem; }
@media (max-width: 30rem) { dl { grid-template-columns: 1fr; gap: 0.1rem; } dd { margin-bottom: 0.6rem; } .card { padding: 1.1rem 1rem; } }
form.check { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: flex-end; margin-top: 1rem; }
form.check label { display: flex; flex-direction: column; gap: 0.25rem; font-weight: 600; flex: 1 1 12rem; }
form.check input { font: inherit; font-family: ui-monospace, 'DejaVu Sans Mono', monospace; padding: 0.55rem 0.7rem; border: 1px solid #8c959f; border-radius: 6px; min-height: 2.75rem; box-sizing: border-box; }
form.check button { font: inherit; font-weight: 600; padding: 0.55rem 1.1rem; min-height: 2.75rem; border: 0; border-radius: 6px; background: #0b5cad; color: #fff; cursor: pointer; }
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

/** The link to the same page in the other language (the page has no script). */
function languageLink(language: TLanguage): string {
  const other = otherLanguage(language);
  return `<p class="lang"><a href="?lang=${other.code}" hreflang="${other.code}" lang="${other.code}">${escapeHtml(other.name)}</a></p>`;
}

function page(language: TLanguage, title: string, body: string): string {
  const text = VERIFY_TEXT[language];
  return `<!doctype html>
<html lang="${language}">
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
${languageLink(language)}
${body}
</div>
<footer>${escapeHtml(text.footer)}</footer>
</main>
</body>
</html>
`;
}

function documentLabel(record: TExportRecordRow, text: TVerifyText): string {
  const { summary } = record;
  if (record.kind === 'daily' && summary.day) {
    return text.dailyReport(formatDayMonthYear(summary.day.date));
  }
  if (record.kind === 'all') return text.allWeeks(summary.weeks.length);
  if (summary.weeks.length === 1) return text.oneWeek(summary.weeks[0]!.week_number);
  return text.someWeeks(summary.weeks.length);
}

/**
 * One row per printed week: its dates and hours as printed, its state then (when the record kept
 * it), the approval as printed, and a clear mark on a week that changed since.
 */
function weekRows(result: TVerification, text: TVerifyText): string {
  const changed = new Set(result.changedWeeks);
  const rows = result.record.summary.weeks.map((week) => {
    const isChanged = changed.has(week.week_number);
    const span = text.weekSpan(
      formatDayMonthYear(week.start_date),
      formatDayMonthYear(week.end_date),
      formatHours(week.total_hours, { zero: '0' }),
    );
    const approver = result.approvers.get(week.week_number);
    const approval = week.approval
      ? `${week.approval}${approver ? `. ${text.approvalLinkSentTo(approver)}` : ''}`
      : '';
    const state =
      week.state && !(week.state === 'approved' && approval) ? text.state[week.state] : '';
    return [
      `<li class="week${isChanged ? ' week-changed' : ''}">`,
      isChanged ? `<span class="mark">⚠ ${escapeHtml(text.changedMark)}</span><br>` : '',
      `<span class="week-name">${escapeHtml(text.weekName(week.week_number))}:</span> ${withWholeDates(span)}`,
      state ? `<span class="week-state">${escapeHtml(state)}</span>` : '',
      approval ? `<span class="week-approval">${withWholeDates(approval)}</span>` : '',
      '</li>',
    ].join('');
  });
  return `<h2>${escapeHtml(text.labels.weeks)}</h2>\n<ul class="weeks">\n${rows.join('\n')}\n</ul>`;
}

/**
 * What differs between the document and the log book now, and what the assessor can do about it
 * (they have no account). Worded without blaming anyone: the fingerprint covers the student's
 * entries only, but the reader cannot tell who changed what.
 */
function changeNote(result: TVerification, text: TVerifyText): string {
  const weeks = result.changedWeeks;
  if (result.missing) return text.deleted(weeks.length > 0 ? ` (${text.weekList(weeks)})` : '');
  if (weeks.length === 0) return text.changedUnnamed;
  return text.changedIn(weeks);
}

export function verificationPage(result: TVerification, language: TLanguage = 'en'): string {
  const text = VERIFY_TEXT[language];
  const { record } = result;
  const { summary } = record;
  const status = result.unchanged
    ? `<div class="status ok">✓ ${escapeHtml(text.unchanged)}<small>${escapeHtml(text.unchangedNote)}</small></div>`
    : `<div class="status changed">⚠ ${escapeHtml(text.modified)}<small>${escapeHtml(changeNote(result, text))}</small></div>`;
  const { labels } = text;
  const rows: [string, string][] = [
    [labels.document, escapeHtml(documentLabel(record, text))],
    [labels.student, escapeHtml(summary.student_name)],
    ...(summary.registration_number
      ? [[labels.registration, escapeHtml(summary.registration_number)] as [string, string]]
      : []),
    [labels.totalHours, escapeHtml(formatHours(summary.total_hours, { zero: '0' }))],
    [labels.generatedOn, withWholeDates(formatEatDateTime(record.generatedAt))],
    [labels.format, escapeHtml(record.format.toUpperCase())],
    [labels.code, `<code>${escapeHtml(formatCode(record.code))}</code>`],
    [labels.fingerprint, `<code>sha256:${escapeHtml(record.contentHash.slice(0, 16))}…</code>`],
  ];
  const list = rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${value}</dd>`);
  return page(
    language,
    text.title,
    `<h1>${escapeHtml(text.title)}</h1>
<p class="sub">${escapeHtml(text.subtitle)}</p>
${status}
<dl>${list.join('\n')}</dl>
${summary.weeks.length > 0 ? weekRows(result, text) : ''}`,
  );
}

/**
 * Where a code is typed by hand (no QR scanner at hand): a GET to /verify/?code=…, which the
 * server sends on to /verify/{code}. Absolute, as this form is on /verify/{code} pages too.
 */
function codeForm(text: TVerifyText, language: TLanguage, value = ''): string {
  return `<form class="check" method="get" action="/verify/">
<input type="hidden" name="lang" value="${language}">
<label>${escapeHtml(text.codeLabel)}<input name="code" value="${escapeHtml(value)}" required maxlength="64" autocomplete="off" autocapitalize="characters" spellcheck="false"></label>
<button type="submit">${escapeHtml(text.checkButton)}</button>
</form>`;
}

export function unknownCodePage(language: TLanguage = 'en', typed = ''): string {
  const text = VERIFY_TEXT[language];
  return page(
    language,
    text.unknownTitle,
    `<h1>${escapeHtml(text.unknownTitle)}</h1>
<p class="sub">${escapeHtml(text.unknown)}</p>
<p>${escapeHtml(text.unknownHelp)}</p>
${codeForm(text, language, typed)}`,
  );
}

/** /verify/ without a code: what it is for, and the form. */
export function checkCodePage(language: TLanguage = 'en'): string {
  const text = VERIFY_TEXT[language];
  return page(
    language,
    text.checkTitle,
    `<h1>${escapeHtml(text.checkTitle)}</h1>
<p class="sub">${escapeHtml(text.checkIntro)}</p>
${codeForm(text, language)}`,
  );
}
