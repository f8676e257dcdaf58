import { Anchor, Box, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { shortDayLabel } from '../../../lib/day-format';
import { kiswahiliAdvice, kiswahiliDayPath, type TPrintedWeek } from '../export-kiswahili';
import { WEEKLY_REPORT_NS } from '../i18n';

/** Links named in the note; a log book written all in Kiswahili would list 40. */
const LISTED_DAYS = 6;

/**
 * Before a download: the printed days written mostly in Kiswahili, each a link to its day, since
 * the log book is marked in English. A warning only: the download stays open. Days of submitted
 * or approved weeks cannot be rewritten, so they are only counted, with no advice to rewrite.
 * `inMenu`: inside the Export menu, padded like its items and as narrow as the menu.
 */
export function KiswahiliDaysNote({
  reports,
  inMenu = false,
}: {
  reports: readonly TPrintedWeek[];
  inMenu?: boolean;
}) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const { rewrite: days, locked } = kiswahiliAdvice(reports);
  if (days.length === 0 && locked.length === 0) return null;
  const listed = days.slice(0, LISTED_DAYS);
  const note = (
    <Stack gap={2} align="flex-start">
      {days.length > 0 && (
        <>
          <Text size="sm" c="orange.9">
            {t('exportKiswahili.days', { count: days.length })}{' '}
            {listed.map((day, index) => (
              <Fragment key={day.date}>
                {index > 0 && t('exportKiswahili.separator')}
                <Anchor component={Link} to={kiswahiliDayPath(day)} size="sm">
                  {shortDayLabel(day.date)}
                </Anchor>
              </Fragment>
            ))}
            {days.length > listed.length &&
              ` ${t('exportKiswahili.more', { count: days.length - listed.length })}`}
          </Text>
          <Text size="sm" c="orange.9">
            {t('exportKiswahili.marked')}
          </Text>
        </>
      )}
      {locked.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('exportKiswahili.locked', { count: locked.length })}
        </Text>
      )}
    </Stack>
  );
  return inMenu ? (
    <Box px="sm" py={6} maw={280}>
      {note}
    </Box>
  ) : (
    note
  );
}
