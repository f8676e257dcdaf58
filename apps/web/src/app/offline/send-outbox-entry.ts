import { type TDailyReportInput, ZDailyReportList, ZDailyReportWeek } from '@ptlog/shared';
import { api, isApiError } from '../../lib/api';
import type { TOutboxEntry, TSendOutcome } from '../../lib/offline-outbox';

function outcomeOfFailure(error: unknown): TSendOutcome | 'conflict' {
  if (!isApiError(error) || error.kind === 'network' || error.status >= 500) return 'offline';
  if (error.status === 401) return 'offline';
  return error.status === 409 ? 'conflict' : 'rejected';
}

async function send(entry: Pick<TOutboxEntry, 'path' | 'method' | 'body'>) {
  try {
    await api.request(entry.path, { method: entry.method, body: entry.body });
    return 'delivered' as const;
  } catch (error) {
    return outcomeOfFailure(error);
  }
}

/**
 * A day written offline that the server already has (409): an earlier attempt arrived, or the
 * day was written on another device. The same text is simply synced; a different text saved on
 * this device after the server's copy replaces it; an older one gives way to the newer copy and
 * is kept on the device as a draft, never counted as sent.
 */
async function settleDailyConflict(entry: TOutboxEntry): Promise<TSendOutcome> {
  const day = entry.body as TDailyReportInput;
  if (day.week_number === undefined) return 'delivered';
  let onServer: (typeof ZDailyReportWeek)['_output']['results'][number] | undefined;
  try {
    const week = await api.get('/reports/daily/week/', {
      query: { week_number: day.week_number },
      parse: (value) => ZDailyReportWeek.parse(value),
    });
    onServer = week.results.find((report) => report.date === day.date);
  } catch (error) {
    const outcome = outcomeOfFailure(error);
    return outcome === 'conflict' ? 'rejected' : outcome;
  }
  // A 409 without the day on the server: the week is closed to new days.
  if (!onServer) return 'rejected';
  const same = onServer.description === day.description && onServer.hours_spent === day.hours_spent;
  if (same) return 'delivered';
  // The server's copy looks newer, by this device's clock (a phone's may be minutes off): it
  // stays, and this text is not dropped as if sent either. Refused, it goes back to the day's
  // form as a draft (keep-rejected.ts), so the student sees both and chooses.
  if (Date.parse(onServer.updated_at) >= entry.savedAt) return 'rejected';
  if (!onServer.is_editable) return 'rejected';
  const replaced = await send({
    method: 'PUT',
    path: `/reports/daily/${onServer.id}/`,
    body: { hours_spent: day.hours_spent, description: day.description },
  });
  return replaced === 'conflict' ? 'rejected' : replaced;
}

/**
 * An edit (a day, a week's summary) refused with 409: the week was submitted meanwhile, or another
 * tab or device saved a different summary since this one was typed (edited_elsewhere). It arrived
 * only if the server's copy already holds every field it sets (an earlier attempt got through
 * before the week was submitted); otherwise it is lost, and reported so.
 */
async function settleEditConflict(entry: TOutboxEntry): Promise<TSendOutcome> {
  let onServer: Record<string, unknown> | undefined;
  try {
    const dayId = DAY_EDIT_PATH.exec(entry.path)?.[1];
    onServer =
      dayId === undefined
        ? await api.get<Record<string, unknown>>(entry.path)
        : await dayOnServer(Number(dayId));
  } catch (error) {
    const outcome = outcomeOfFailure(error);
    return outcome === 'conflict' ? 'rejected' : outcome;
  }
  // The day is gone from the server: the edit cannot have arrived.
  if (!onServer) return 'rejected';
  // A `…_was` field names the text the edit began from, not a field the server keeps.
  const fields = Object.entries((entry.body ?? {}) as Record<string, unknown>).filter(
    ([name]) => !name.endsWith('_was'),
  );
  return fields.every(([name, value]) => onServer[name] === value) ? 'delivered' : 'rejected';
}

/** A change to an existing day: PUT /reports/daily/{id}/. */
const DAY_EDIT_PATH = /^\/reports\/daily\/(\d+)\/$/;
/** The list's largest page (a placement has at most 8 weeks of 5 days: one page holds them). */
const DAYS_PAGE_SIZE = 100;

/**
 * The server's copy of one day. The API has no GET /reports/daily/{id}/: the day is looked up in
 * the student's list of days (GET /reports/daily/), page by page. Undefined when it is not there.
 */
async function dayOnServer(id: number): Promise<Record<string, unknown> | undefined> {
  for (let page = 1; ; page += 1) {
    const list = await api.get('/reports/daily/', {
      query: { page, page_size: DAYS_PAGE_SIZE },
      parse: (value) => ZDailyReportList.parse(value),
    });
    const found = list.results.find((report) => report.id === id);
    if (found) return found;
    if (list.results.length === 0 || page * DAYS_PAGE_SIZE >= list.count) return undefined;
  }
}

/**
 * Sends one waiting change. Server errors and a missing network are retried later; a 409 is
 * settled against the server's copy (never a duplicate, never a silent loss of the newer text).
 */
export async function sendOutboxEntry(entry: TOutboxEntry): Promise<TSendOutcome> {
  const outcome = await send(entry);
  if (outcome !== 'conflict') return outcome;
  return entry.method === 'POST' && entry.key.startsWith('daily:')
    ? settleDailyConflict(entry)
    : settleEditConflict(entry);
}
