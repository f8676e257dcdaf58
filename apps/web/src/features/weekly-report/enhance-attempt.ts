// One press of Enhance is one student action with one Idempotency-Key: Try again with the same
// request sends the same key, so a lost answer is never charged twice (docs/api/ai.md). After a
// lost answer the balance, read again, says whether the enhancement was done and charged.
import { AI_ENHANCEMENT_COST, type TEnhanceWeeklyInput } from '@ptlog/shared';
import { formatNumber } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';
import { isApiError } from '../../lib/api';
import { randomId } from '../../lib/random-id';
import './i18n';

export interface TEnhanceAttempt {
  /** The request as sent (JSON), so a changed request gets a new key. */
  request: string;
  key: string;
}

/** The attempt to send: the last one's key when the same request is sent again, else a new key. */
export function nextAttempt(
  last: TEnhanceAttempt | null,
  body: TEnhanceWeeklyInput,
): TEnhanceAttempt {
  const request = JSON.stringify(body);
  if (last && last.request === request) return last;
  return { request, key: randomId() };
}

/** No answer reached the phone (offline, connection reset, time-out): the server may have worked. */
export function isLostAnswer(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

/** What is said after a lost answer: `done` when it is known the enhancement was done. */
export interface TLostAnswerNotice {
  done: boolean;
  title: string;
  message: string;
}

/**
 * What the dialog says after a lost answer, from the balance before the request and the balance
 * read again (null when it could not be read). A balance that fell by the charge means the
 * enhancement was done (the server charges only then): that is news, not a failure.
 */
export function lostAnswerNotice(
  before: number | null,
  after: number | null,
  online: boolean,
): TLostAnswerNotice {
  const failed = (message: string) => ({
    done: false,
    title: i18n.t('weekly-report:enhance.lostTitle'),
    message,
  });
  if (after === null) {
    return failed(
      i18n.t(online ? 'weekly-report:enhance.lostUnknown' : 'weekly-report:enhance.lostOffline'),
    );
  }
  if (before !== null && after <= before - AI_ENHANCEMENT_COST) {
    return {
      done: true,
      title: i18n.t('weekly-report:enhance.lostDoneTitle'),
      message: i18n.t('weekly-report:enhance.lostCharged', {
        cost: formatNumber(AI_ENHANCEMENT_COST),
      }),
    };
  }
  return failed(i18n.t('weekly-report:enhance.lostNotCharged', { balance: formatNumber(after) }));
}
