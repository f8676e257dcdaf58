// The language a signed-in reader chose, on its way to the account (PUT /user/language/), so the
// next sign-in and the account's e-mails follow it. The screen switches at once either way; a
// choice that cannot be sent (offline, no answer, a 5xx) waits on this device, one per account
// (`pending_language:{user id}`, lib/account-record.ts), and goes when the connection returns
// (app/offline/OfflineSync: the `online` event, soon after it, every 30 s) or at the next sign-in
// here (SessionProvider). Not the offline outbox: that holds log book changes, which Submit and
// Logout wait for. The last choice wins: one send at a time, each sending what waits when it starts.
import { isLanguage, type TLanguage } from '@ptlog/shared';
import { createAccountRecord, type TAccountRecord } from '../../lib/account-record';
import { isApiError } from '../../lib/api';
import { storedSession } from '../../lib/session';
import { browserStore } from '../../lib/storage';
import { sessionApi } from './session-api';

/** Refused for good (400, 403, 404 …): sending it again would be refused again. */
function refusedForGood(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

export function createAccountLanguage(
  record: TAccountRecord,
  save: (language: TLanguage) => Promise<unknown>,
) {
  const waiting = (): TLanguage | null => {
    const language = record.read().language;
    return isLanguage(language) ? language : null;
  };
  let sending: Promise<boolean> = Promise.resolve(false);

  /** Sends the waiting choice, after any send under way; true while a choice still waits. */
  function send(): Promise<boolean> {
    sending = sending
      .then(async () => {
        const language = waiting();
        if (language === null) return false;
        try {
          await save(language);
          // A newer choice made meanwhile stays, for the next send.
          if (waiting() === language) record.write({});
        } catch (error) {
          if (refusedForGood(error) && waiting() === language) record.write({});
        }
        return waiting() !== null;
      })
      .catch(() => waiting() !== null);
    return sending;
  }

  return {
    /** The choice this account made here that the account does not have yet, or null. */
    waiting,
    send,
    /** Keeps `language` as the account's choice and sends it (now, or when it can). */
    choose(language: TLanguage): Promise<boolean> {
      record.write({ language });
      return send();
    },
  };
}

export const accountLanguage = createAccountLanguage(
  createAccountRecord(browserStore(), 'pending_language', () => storedSession.readUserId()),
  (language) => sessionApi.saveLanguage(language),
);
