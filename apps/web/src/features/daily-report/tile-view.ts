// What a day tile says and in which colour (spec 1 §4 "Day tile").

import { dayEntryState } from '@ptlog/shared';
import { i18n } from '../../i18n/i18n';
import { hoursLabel } from '../../lib/day-format';
import type { TDayTile } from './daily-week';
import './i18n';

export interface TTileView {
  /** Short visible text: the hours of a logged day, 'Today' or 'Pending'. */
  text: string;
  /** Longer wording for screen readers (the tile's description). */
  description: string;
  color: 'green' | 'red' | 'gray' | 'primary';
  /** A logged day short of a healthy one (spec 1 §4: at least 8 hours, over 50 characters). */
  short: boolean;
}

/** Whether a logged day falls short of a healthy one; what waits on the device counts. */
function isShortDay(tile: TDayTile): boolean {
  const description = tile.pending?.description ?? tile.report?.description;
  return dayEntryState({ hours: tile.hours ?? 0, description, date: tile.date }) === 'short';
}

export function tileView(tile: TDayTile): TTileView {
  switch (tile.status) {
    case 'completed': {
      const hours = hoursLabel(tile.hours ?? 0);
      const short = isShortDay(tile);
      const state = i18n.t(
        tile.pending ? 'daily-report:tile.savedLocally' : 'daily-report:tile.saved',
        {
          hours,
        },
      );
      return {
        text: hours,
        description: short ? `${state}. ${i18n.t('daily-report:tile.short')}` : state,
        color: 'green',
        short,
      };
    }
    case 'today':
      return {
        text: i18n.t('daily-report:tile.today'),
        description: i18n.t('daily-report:tile.todayNotLogged'),
        color: 'primary',
        short: false,
      };
    case 'missed':
      return {
        text: i18n.t('daily-report:tile.pending'),
        description: i18n.t('daily-report:tile.missed'),
        color: 'red',
        short: false,
      };
    default:
      return {
        text: i18n.t('daily-report:tile.pending'),
        description: i18n.t('daily-report:tile.future'),
        color: 'gray',
        short: false,
      };
  }
}
