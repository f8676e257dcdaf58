// What keeps a broadcast from mailing everyone twice: a per-staff hourly limit, and the refusal of
// an identical broadcast (same subject, message and recipients) sent a moment ago.
import {
  BROADCAST_TO_EVERYONE,
  ERROR_CODES,
  formatEatDateTime,
  LIMITS,
  MESSAGES,
  type TBroadcastAudience,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TThrottle } from '../../lib/throttle';
import { campaignMailsAmong, recentCampaignsLike } from './broadcast.repository';

const HOUR_MS = 3_600_000;
/** How long an identical broadcast is refused; its 409 names these minutes. */
export const REPEAT_WINDOW_MINUTES = LIMITS.BROADCAST_REPEAT_WINDOW_MINUTES;
export const REPEAT_WINDOW_MS = REPEAT_WINDOW_MINUTES * 60_000;

/** Who sends a broadcast, and what the guards need (the app's throttle, BROADCAST_RATE_LIMIT_MAX). */
export interface TBroadcastSender {
  db: TDb;
  throttle: TThrottle;
  perHour: number;
  staffId: number;
  ip: string;
  now: Date;
}

/**
 * Counts one broadcast of the staff member through the app's atomic throttle (429 past
 * `perHour`). Answers a function that returns the count, for a broadcast that is not sent after
 * all (refused as a repeat, or failed). Refusals never use up the hour: a double-click burst
 * (some of it answered 429 while the first send holds the campaign lock) leaves one count.
 */
export async function takeBroadcastSlot(sender: TBroadcastSender): Promise<() => Promise<void>> {
  const bucket = `broadcast:staff:${sender.staffId}`;
  const rule = { max: sender.perHour, windowMs: HOUR_MS };
  const giveBack = () => sender.throttle.giveBack(bucket);
  if (!(await sender.throttle.take(bucket, rule, sender.now))) {
    await giveBack();
    throw new AppError(ERROR_CODES.RATE_LIMITED, MESSAGES.email.tooManyBroadcasts(sender.perHour));
  }
  return giveBack;
}

function sameAudience(earlier: TBroadcastAudience | null, wanted: TBroadcastAudience): boolean {
  const known = earlier ?? BROADCAST_TO_EVERYONE;
  return (
    known.audience === wanted.audience &&
    known.pt_phase === wanted.pt_phase &&
    known.college === wanted.college &&
    known.program === wanted.program
  );
}

/**
 * 409 when the same broadcast went out in the last BROADCAST_REPEAT_WINDOW_MINUTES, by anyone:
 * to users, the same subject, message and audience (`recipients.audience`); from a sheet, the
 * same subject and message to exactly the same addresses (`recipients.addresses`, distinct). Run
 * it under lockCampaignCreation, in the insert's transaction.
 */
export async function refuseRepeatedBroadcast(
  tx: TDb,
  campaign: { source: 'all_users' | 'excel'; subject: string; body: string },
  recipients: { audience: TBroadcastAudience } | { addresses: string[] },
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - REPEAT_WINDOW_MS);
  for (const earlier of await recentCampaignsLike(tx, { ...campaign, since })) {
    const same =
      'audience' in recipients
        ? sameAudience(earlier.audience, recipients.audience)
        : earlier.queuedCount === recipients.addresses.length &&
          (await campaignMailsAmong(tx, earlier.id, recipients.addresses)) ===
            recipients.addresses.length;
    if (same) {
      throw new AppError(
        ERROR_CODES.CONFLICT,
        MESSAGES.email.repeatedBroadcast(
          formatEatDateTime(earlier.createdAt),
          REPEAT_WINDOW_MINUTES,
        ),
      );
    }
  }
}
