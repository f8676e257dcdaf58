import { MAX_DB_ID } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import {
  METRIC_NAME_MAX,
  RECORDS_URL,
  recordPages,
  userIdParam,
  withFilter,
  withTab,
} from './records-url';

const read = (search: string) => RECORDS_URL.read(new URLSearchParams(search));
const written = (search: string) => RECORDS_URL.write(read(search)).toString();

describe('the Records address', () => {
  it('opens on the token usage tab, page 1, unfiltered, and writes nothing for it', () => {
    expect(read('')).toEqual({ tab: 'tokens', userId: '', metricName: '', page: 1 });
    expect(written('')).toBe('');
  });

  it('keeps the tab, its filter and the page', () => {
    expect(read('tab=metrics&metric_name=disk_used&page=3')).toEqual({
      tab: 'metrics',
      userId: '',
      metricName: 'disk_used',
      page: 3,
    });
    expect(written('user_id=42&page=2')).toBe('user_id=42&page=2');
    expect(written('tab=metrics&metric_name=disk%20used')).toBe(
      'tab=metrics&metric_name=disk+used',
    );
  });

  it("drops the other tab's filter and what is no filter (an id that is no id, page 0)", () => {
    expect(written('tab=metrics&user_id=42&metric_name=cpu')).toBe('tab=metrics&metric_name=cpu');
    expect(written('metric_name=cpu&user_id=7')).toBe('user_id=7');
    expect(written('tab=ledger&user_id=abc&page=0')).toBe('');
    expect(read(`metric_name=${'m'.repeat(300)}&tab=metrics`).metricName).toHaveLength(
      METRIC_NAME_MAX,
    );
  });

  it('takes a user id the server takes: 1 to the largest database id, digits only', () => {
    expect(userIdParam('42')).toBe('42');
    expect(userIdParam(' 42 ')).toBe('42');
    expect(userIdParam(String(MAX_DB_ID))).toBe(String(MAX_DB_ID));
    for (const wrong of ['0', '-3', '1e3', '4.5', '12abc', String(MAX_DB_ID + 1), '', null]) {
      expect(userIdParam(wrong)).toBe('');
    }
  });

  it('starts a new tab or filter on page 1, and a new tab without filters', () => {
    const view = read('tab=tokens&user_id=42&page=4');
    expect(withFilter(view, { userId: '9' })).toEqual({ ...view, userId: '9', page: 1 });
    expect(withTab('metrics')).toEqual({ tab: 'metrics', userId: '', metricName: '', page: 1 });
  });

  it('counts pages of 20, at least one', () => {
    expect([0, 1, 20, 21, 57].map(recordPages)).toEqual([1, 1, 1, 2, 3]);
  });
});
