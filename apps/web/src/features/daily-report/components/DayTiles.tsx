import { SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import type { TDayTile } from '../daily-week';
import { DAILY_REPORT_NS } from '../i18n';
import { DayTile } from './DayTile';

interface DayTilesProps {
  tiles: readonly TDayTile[];
  selectedDate: string;
  onSelect: (date: string) => void;
}

/** Monday to Friday of the chosen week. */
export function DayTiles({ tiles, selectedDate, onSelect }: DayTilesProps) {
  const { t } = useTranslation(DAILY_REPORT_NS);
  return (
    <SimpleGrid cols={5} spacing={{ base: 6, sm: 'sm' }} aria-label={t('tiles.group')} role="group">
      {tiles.map((tile) => (
        <DayTile
          key={tile.date}
          tile={tile}
          selected={tile.date === selectedDate}
          onSelect={onSelect}
        />
      ))}
    </SimpleGrid>
  );
}

export function DayTilesSkeleton() {
  return (
    <SimpleGrid cols={5} spacing={{ base: 6, sm: 'sm' }} aria-hidden>
      {[1, 2, 3, 4, 5].map((key) => (
        <Skeleton key={key} height={78} radius="md" />
      ))}
    </SimpleGrid>
  );
}
