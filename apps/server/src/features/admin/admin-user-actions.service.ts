import type { TAdminAction, TUserAction, TUserActionPage } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { pageWindow, type TPageQuery, toPage, windowTotal } from '../../lib/pagination';
import {
  countUserActions,
  listUserActions,
  userActionFilter,
  userActionIds,
} from './admin-actions.repository';
import { toUserAction } from './admin-users.presenter';

/** One page of the action log, newest first. */
export async function userActionPage(
  db: TDb,
  query: TPageQuery & { target_user_id?: number; action?: TAdminAction },
): Promise<TUserActionPage> {
  const { page, page_size, ...filters } = query;
  const where = userActionFilter(filters);
  const window = pageWindow({ page, page_size });
  const rows = await listUserActions(db, { where, ...window });
  const total = await windowTotal(rows, window.offset, () => countUserActions(db, where));
  return toPage(total, { page, page_size }, rows, toUserAction);
}

export async function userActionsByIds(db: TDb, ids: number[]): Promise<TUserAction[]> {
  const rows = await listUserActions(db, {
    where: userActionIds(ids),
    limit: ids.length,
    offset: 0,
  });
  return rows.map(toUserAction);
}
