// The pages of the unsubscribe link (server-rendered HTML, no script): a GET only asks, with a
// button that POSTs; mail scanners that open links never opt anyone out. In the language of the
// account the address belongs to, else (a supervisor's address) the browser's, else English.
import { MESSAGES, type TLanguage } from '@ptlog/shared';
import { escapeHtml } from '../export/verify-page';

const TEXTS = {
  en: {
    confirmTitle: 'Stop reminder e-mails?',
    // Students and supervisors both get here: a supervisor has no Settings to go back to.
    confirmText: (email: string, account: boolean) =>
      `Press the button to stop PT Logbook reminder e-mails to ${email}. You can turn them back on from the page that follows${account ? ', or later in Settings' : ''}.`,
    button: 'Stop reminder e-mails',
    doneTitle: 'Unsubscribed',
    doneText: MESSAGES.signoff.unsubscribed,
    undoText: 'Unsubscribed by mistake?',
    undoButton: 'Turn reminders back on',
    resubscribedTitle: 'Reminders on',
    resubscribedText: (email: string) => `PT Logbook reminder e-mails to ${email} are on again.`,
    unknownTitle: 'Unknown link',
    unknownText: 'This unsubscribe link is not valid.',
  },
  sw: {
    confirmTitle: 'Usitumiwe tena barua pepe za vikumbusho?',
    confirmText: (email: string, account: boolean) =>
      `Bonyeza kitufe ili PT Logbook isitume tena barua pepe za vikumbusho kwa ${email}. Unaweza kuziwasha tena kwenye ukurasa unaofuata${account ? ', au baadaye kwenye Mipangilio' : ''}.`,
    button: 'Acha barua pepe za vikumbusho',
    doneTitle: 'Umejiondoa',
    doneText: 'Hutapokea tena vikumbusho kutoka PT Logbook.',
    undoText: 'Umejiondoa kwa makosa?',
    undoButton: 'Washa vikumbusho tena',
    resubscribedTitle: 'Vikumbusho vimewashwa',
    resubscribedText: (email: string) =>
      `Barua pepe za vikumbusho vya PT Logbook kwa ${email} zimewashwa tena.`,
    unknownTitle: 'Kiungo kisichojulikana',
    unknownText: 'Kiungo hiki cha kujiondoa si sahihi.',
  },
} as const;

// The body's side padding keeps the card off the screen's edges on a phone (360 px).
function html(language: TLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · PT Logbook</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1f2328;margin:0;padding:0 1rem}main{max-width:32rem;margin:3rem auto;padding:1.5rem;background:#fff;border:1px solid #d0d7de;border-radius:10px}button{font:inherit;font-weight:600;min-height:44px;padding:.6rem 1.2rem;border:0;border-radius:8px;background:#0b57d0;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #1f2328;outline-offset:2px}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>
`;
}

function form(action: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;
}

export type TUnsubscribePage =
  /** `account`: the address is an account's, which can turn reminders on again in Settings. */
  | { kind: 'confirm'; email: string; action: string; account: boolean }
  /** `undo`: the action of the button that turns reminders back on. */
  | { kind: 'done'; undo: string }
  | { kind: 'resubscribed'; email: string }
  | { kind: 'unknown' };

export function unsubscribePage(page: TUnsubscribePage, language: TLanguage): string {
  const text = TEXTS[language];
  if (page.kind === 'unknown') {
    return html(language, text.unknownTitle, `<p>${escapeHtml(text.unknownText)}</p>`);
  }
  if (page.kind === 'done') {
    return html(
      language,
      text.doneTitle,
      `<p>${escapeHtml(text.doneText)}</p>
<p>${escapeHtml(text.undoText)}</p>
${form(page.undo, text.undoButton)}`,
    );
  }
  if (page.kind === 'resubscribed') {
    const done = text.resubscribedText(page.email);
    return html(language, text.resubscribedTitle, `<p>${escapeHtml(done)}</p>`);
  }
  return html(
    language,
    text.confirmTitle,
    `<p>${escapeHtml(text.confirmText(page.email, page.account))}</p>
${form(page.action, text.button)}`,
  );
}
