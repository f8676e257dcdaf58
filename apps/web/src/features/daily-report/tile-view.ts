// What a day tile says and in which colour (spec 1 §4 "Day tile").

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
}

export function tileView(tile: TDayTile): TTileView {
  switch (tile.status) {
    case 'completed': {
      const hours = hoursLabel(tile.hours ?? 0);
      return tile.pending
        ? {
            text: hours,
            description: i18n.t('daily-report:tile.savedLocally', { hours }),
            color: 'green',
          }
        : {
            text: hours,
            description: i18n.t('daily-report:tile.completed', { hours }),
            color: 'green',
          };
    }
    case 'today':
      return {
        text: i18n.t('daily-report:tile.today'),
        description: i18n.t('daily-report:tile.todayNotLogged'),
        color: 'primary',
      };
    case 'missed':
      return {
        text: i18n.t('daily-report:tile.pending'),
        description: i18n.t('daily-report:tile.missed'),
        color: 'red',
      };
    default:
      return {
        text: i18n.t('daily-report:tile.pending'),
        description: i18n.t('daily-report:tile.future'),
        color: 'gray',
      };
  }
}
