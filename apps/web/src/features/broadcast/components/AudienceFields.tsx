import { Radio, Select, SimpleGrid, Stack } from '@mantine/core';
import { BROADCAST_AUDIENCES, type TBroadcastAudienceKind, type TPtPhase } from '@ptlog/shared';
import { memo } from 'react';
import { useTranslation } from '../../../i18n/react';
import {
  collegeOptions,
  phaseOptions,
  programOptions,
  type TAudienceChoice,
  withCollege,
  withProgram,
} from '../audience';
import { BROADCAST_NS } from '../i18n';

/**
 * Whom "Send to all users" mails: all students (the default) or everyone with staff; the students
 * narrowed by PT phase, college and program, the profile fields every student fills in. Memoised:
 * typing the message does not render the selects again.
 */
export const AudienceFields = memo(function AudienceFields({
  value,
  onChange,
}: {
  value: TAudienceChoice;
  onChange: (next: TAudienceChoice) => void;
}) {
  const { t } = useTranslation(BROADCAST_NS);
  const students = value.audience === 'students';
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('audience.label')}
        value={value.audience}
        onChange={(audience) =>
          onChange({ ...value, audience: audience as TBroadcastAudienceKind })
        }
      >
        <Stack gap={6} mt={4}>
          {BROADCAST_AUDIENCES.map((audience) => (
            <Radio key={audience} value={audience} label={t(`audience.${audience}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {students && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
          <Select
            label={t('audience.ptPhase')}
            data={phaseOptions(t)}
            value={value.pt_phase}
            allowDeselect={false}
            onChange={(phase) => onChange({ ...value, pt_phase: (phase ?? '') as TPtPhase | '' })}
          />
          <Select
            label={t('audience.college')}
            data={collegeOptions(t)}
            value={value.college}
            allowDeselect={false}
            onChange={(college) => onChange(withCollege(value, college ?? ''))}
          />
          <Select
            label={t('audience.program')}
            data={programOptions(t, value.college)}
            value={value.program}
            allowDeselect={false}
            searchable
            onChange={(program) => onChange(withProgram(value, program ?? ''))}
            style={{ gridColumn: '1 / -1' }}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
});
