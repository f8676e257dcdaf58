import type { TActiveSession, TLoginAnswer, TTokenAnswer } from '@ptlog/shared';
import type { TAuthSessionRow, TUserRow } from '../../db/schema';
import { toUserAnswer } from '../accounts/accounts.presenter';
import { deviceLabel, deviceParts } from './device';

/** What login and registration answer: the tokens for the body (tokensForBody) and the public user. */
export function toLoginAnswer(user: TUserRow, tokens: TTokenAnswer): TLoginAnswer {
  return { ...tokens, user: toUserAnswer(user) };
}

/** One signed-in device for the sessions list; `current` marks the device asking. */
export function toActiveSession(row: TAuthSessionRow, currentSessionId: string): TActiveSession {
  return {
    id: row.id,
    device: deviceLabel(row.device),
    ...deviceParts(row.device),
    platform: row.device.platform,
    timezone: row.device.timezone,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
