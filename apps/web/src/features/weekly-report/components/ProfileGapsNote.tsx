import { Anchor, Box, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSessionProfile } from '../../../app/session/SessionProvider';
import { useTranslation } from '../../../i18n/react';
import { blankPrintedFields } from '../export-profile';
import { WEEKLY_REPORT_NS } from '../i18n';

/**
 * Beside a download: which profile fields the printout leaves blank, and where to fill them.
 * `inMenu`: under the Export menu's items, padded like them and as narrow as the menu.
 */
export function ProfileGapsNote({ inMenu = false }: { inMenu?: boolean }) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const profile = useSessionProfile();
  const blank = blankPrintedFields(profile);
  if (blank.length === 0) return null;
  const fields = blank.map((field) => t(`exportProfile.fields.${field}`)).join(', ');
  const note = (
    <Stack gap={2} align="flex-start">
      <Text size="sm" c="orange.9">
        {t('exportProfile.blank', { fields })}
      </Text>
      <Anchor component={Link} to="/profile" size="sm">
        {t('exportProfile.toProfile')}
      </Anchor>
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
