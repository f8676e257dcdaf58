// What a day tile says and in which colour (spec 1 §4 "Day tile").

import { hoursLabel } from '../../lib/day-format';
import type { TDayTile } from './daily-week';

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
            description: `Saved on this device, waiting to sync, ${hours}`,
            color: 'green',
          }
        : { text: hours, description: `Completed, ${hours}`, color: 'green' };
    }
    case 'today':
      return { text: 'Today', description: 'Today, not logged yet', color: 'primary' };
    case 'missed':
      return { text: 'Pending', description: 'Pending, not logged', color: 'red' };
    default:
      return { text: 'Pending', description: 'Pending, future day', color: 'gray' };
  }
}
