import { ERROR_CODES, LIMITS, MESSAGES, type TFeedbackInput } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TThrottle } from '../../lib/throttle';
import { lockSignedInUser } from '../accounts/live-user';
import {
  findSameFeedbackSince,
  insertFeedback,
  lockFeedbackWriter,
  setFeedbackHandled,
} from './feedback.repository';

const FEEDBACK_RULE = { max: LIMITS.FEEDBACK_MAX_PER_HOUR, windowMs: LIMITS.FEEDBACK_WINDOW_MS };
/**
 * The same feedback sent again this soon is the resend of one whose answer was lost on mobile
 * data (the student saw no "thank you" and tapped Send again): answered with the first one.
 */
const RESEND_WINDOW_MS = 10 * 60_000;

export function feedbackNotFound(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.feedback.notFound);
}

/**
 * Stores a user's feedback; at most FEEDBACK_MAX_PER_HOUR per user and hour (429 beyond). The
 * same feedback again within RESEND_WINDOW_MS answers the first one's id and stores nothing. 401
 * when the account was erased meanwhile: what they wrote goes with it.
 */
export async function submitFeedback(
  db: TDb,
  throttle: TThrottle,
  userId: number,
  input: TFeedbackInput,
  now: Date,
): Promise<number> {
  if (!(await throttle.take(`feedback:user:${userId}`, FEEDBACK_RULE, now))) {
    throw new AppError(ERROR_CODES.RATE_LIMITED, MESSAGES.feedback.tooMany);
  }
  return db.transaction(async (tx) => {
    await lockSignedInUser(tx, userId);
    await lockFeedbackWriter(tx, userId);
    const since = new Date(now.getTime() - RESEND_WINDOW_MS);
    const sent = await findSameFeedbackSince(tx, { userId, ...input, since });
    return sent ?? insertFeedback(tx, { userId, ...input, now });
  });
}

/** Staff mark feedback handled or not; the change and its audit row are one transaction. */
export async function markFeedbackHandled(
  db: TDb,
  id: number,
  handled: boolean,
  actor: { actorId: number; ip: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await setFeedbackHandled(tx, id, { handled, staffId: actor.actorId, now });
    if (!found) throw feedbackNotFound();
    await audit(tx, {
      actorId: actor.actorId,
      action: handled ? 'admin.feedback.handled' : 'admin.feedback.unhandled',
      targetType: 'feedback',
      targetId: id,
      ip: actor.ip,
    });
  });
}
