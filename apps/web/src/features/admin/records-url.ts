// The Records screen's tab, filter and page as the address keeps them (/admin/records?tab=metrics&
// metric_name=disk_used&page=2), so a reload, a link and Back show the same list. Only the open
// tab's filter is kept; what the address gets wrong (an unknown tab, an id that is no id, page 0)
// is the default, never an error.
import { MAX_DB_ID, ZSystemMetricInput } from '@ptlog/shared';
import type { TSetUrlState, TUrlStateCodec } from '../../components/use-url-state';
import { oneOf, pageParam, setUnlessDefault } from '../../lib/url-params';

export const RECORD_TABS = ['tokens', 'metrics'] as const;
export type TRecordTab = (typeof RECORD_TABS)[number];

/** The longest metric name the server keeps (its filter compares whole names). */
export const METRIC_NAME_MAX = ZSystemMetricInput.shape.metric_name.maxLength ?? 100;

export interface TRecordsView {
  tab: TRecordTab;
  /** The token usage list's user id filter ('' = everyone). */
  userId: string;
  /** The system metrics list's name filter ('' = every metric). */
  metricName: string;
  page: number;
}

/** '42' for a row id a request may name (1..MAX_DB_ID, digits only), else ''. */
export function userIdParam(value: string | null): string {
  const text = (value ?? '').trim();
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_DB_ID ? text : '';
}

/** A metric name as the filter sends it: trimmed, at most METRIC_NAME_MAX characters. */
export function metricNameParam(value: string | null): string {
  return (value ?? '').trim().slice(0, METRIC_NAME_MAX);
}

export const RECORDS_URL: TUrlStateCodec<TRecordsView> = {
  read(params) {
    const tab = oneOf(params.get('tab'), RECORD_TABS) || 'tokens';
    return {
      tab,
      userId: tab === 'tokens' ? userIdParam(params.get('user_id')) : '',
      metricName: tab === 'metrics' ? metricNameParam(params.get('metric_name')) : '',
      page: pageParam(params.get('page')),
    };
  },
  write({ tab, userId, metricName, page }) {
    const params = new URLSearchParams();
    setUnlessDefault(params, 'tab', tab, 'tokens');
    if (tab === 'tokens') setUnlessDefault(params, 'user_id', userIdParam(userId));
    else setUnlessDefault(params, 'metric_name', metricNameParam(metricName));
    setUnlessDefault(params, 'page', page, 1);
    return params;
  },
};

/** Another tab opens on its first page, unfiltered. */
export function withTab(tab: TRecordTab): TRecordsView {
  return { tab, userId: '', metricName: '', page: 1 };
}

/** A changed filter starts again from the first page. */
export function withFilter(
  view: TRecordsView,
  filter: Partial<Pick<TRecordsView, 'userId' | 'metricName'>>,
): TRecordsView {
  return { ...view, ...filter, page: 1 };
}

/** Records per page of either list. */
export const RECORDS_PAGE_SIZE = 20;

export function recordPages(count: number): number {
  return Math.max(1, Math.ceil(count / RECORDS_PAGE_SIZE));
}

/** What the Records screen gives each of its lists: the address's state and how to change it. */
export interface TRecordsListProps {
  view: TRecordsView;
  setView: TSetUrlState<TRecordsView>;
  onPage: (page: number, options?: { replace?: boolean }) => void;
}
