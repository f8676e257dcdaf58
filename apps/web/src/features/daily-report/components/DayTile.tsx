import { Stack, Text, UnstyledButton } from '@mantine/core';
import { workingDayOf } from '@ptlog/shared';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { dayMonth } from '../../../lib/day-format';
import type { TDayTile } from '../daily-week';
import { DAILY_REPORT_NS } from '../i18n';
import { tileView } from '../tile-view';
import classes from './DayTile.module.css';

interface DayTileProps {
  tile: TDayTile;
  selected: boolean;
  onSelect: (date: string) => void;
}

const toVar = (color: string) =>
  color === 'primary'
    ? 'var(--mantine-primary-color-filled)'
    : `var(--mantine-color-${color}-filled)`;

/**
 * One weekday: a toggle button named by what it shows ('Mon 23 Nov 8 h'), so speech users can say
 * it (WCAG 2.5.3), and described by its full state ('Saved, 8 h').
 */
export function DayTile({ tile, selected, onSelect }: DayTileProps) {
  const { t } = useTranslation(DAILY_REPORT_NS);
  const descriptionId = useId();
  const view = tileView(tile);
  const accent = toVar(view.color);
  const edge = selected
    ? { width: '2px', color: 'var(--mantine-primary-color-filled)' }
    : { width: '1px', color: 'var(--mantine-color-default-border)' };
  return (
    <UnstyledButton
      aria-describedby={descriptionId}
      aria-pressed={selected}
      onClick={() => onSelect(tile.date)}
      className={classes.tile}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        // Longhands only: a shorthand `border` beside `borderTop` makes React warn on re-render.
        borderStyle: 'solid',
        borderWidth: `4px ${edge.width} ${edge.width}`,
        borderColor: `${accent} ${edge.color} ${edge.color}`,
        background: selected
          ? 'var(--mantine-primary-color-light)'
          : tile.status === 'completed'
            ? 'var(--mantine-color-green-light)'
            : 'var(--mantine-color-body)',
        minWidth: 0,
        textAlign: 'center',
      }}
    >
      <Stack gap={2} align="center">
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          {t('tiles.weekday', { day: workingDayOf(tile.date) ?? 'other' })}
        </Text>{' '}
        <Text size="sm" fw={600} className={classes.date} style={{ whiteSpace: 'nowrap' }}>
          {dayMonth(tile.date)}
        </Text>{' '}
        <Text
          size="xs"
          fw={600}
          c={
            view.color === 'gray'
              ? 'dimmed'
              : view.color === 'primary'
                ? undefined
                : `${view.color}.8`
          }
          className={classes.state}
        >
          {view.text}
          {view.short && (
            <IconAlertTriangle
              size={12}
              aria-hidden
              color="var(--mantine-color-orange-8)"
              style={{ marginLeft: 2, verticalAlign: '-2px' }}
            />
          )}
          {tile.pending && (
            <IconCloudUpload
              size={12}
              aria-hidden
              style={{ marginLeft: 2, verticalAlign: '-2px' }}
            />
          )}
        </Text>
      </Stack>
      <span id={descriptionId} hidden>
        {view.description}
      </span>
    </UnstyledButton>
  );
}
