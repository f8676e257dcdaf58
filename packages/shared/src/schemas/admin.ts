// Staff user-management payloads (spec 2 §5 "Bulk actions", §7 "Admin").
import { z } from 'zod';
import {
  ANALYTICS_PERIODS_DAYS,
  BULK_USER_ACTIONS,
  DEFAULT_ANALYTICS_PERIOD_DAYS,
} from '../constants/tokens';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';

/** POST /admin-dashboard/api/users/actions/. */
export const ZBulkUserActionInput = z.object({
  user_ids: z
    .array(z.number().int().positive(), { error: MESSAGES.admin.selectUsersFirst })
    .min(1, MESSAGES.admin.selectUsersFirst),
  action: z.enum(BULK_USER_ACTIONS),
  reason: z.string().trim().max(LIMITS.TEXT_MAX).optional(),
});
export type TBulkUserActionInput = z.infer<typeof ZBulkUserActionInput>;

/** `days` query of the analytics and token-usage endpoints: 7, 30, 90 or 365, default 30. */
export const ZAnalyticsPeriod = z.coerce
  .number()
  .pipe(z.literal(ANALYTICS_PERIODS_DAYS))
  .default(DEFAULT_ANALYTICS_PERIOD_DAYS);
