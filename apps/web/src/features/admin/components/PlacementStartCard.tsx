import { Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { guardFocus } from '../../../lib/guard-focus';
import { useCalendar } from '../../calendar/api';
import { useSetPlacementStart } from '../api';
import { actionFailureMessage } from '../error-message';
import { formatDay } from '../format';
import { ADMIN_NS } from '../i18n';
import { placementStartProblem } from '../placement-start';

/** Staff set the Monday the 8-week placement starts on; every student's weeks follow it. */
export function PlacementStartCard() {
  const { t } = useTranslation(ADMIN_NS);
  const calendar = useCalendar();
  const save = useSetPlacementStart();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const current = calendar.data?.start_date;
  // Saved, the Change button is disabled (the new date is the current one): the dialog cannot give
  // it the focus back, which would fall to the document; the date field takes it instead.
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (current) setValue(current);
  }, [current]);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = placementStartProblem(t, value);
    setError(problem);
    if (!problem) setConfirming(true);
  };
  const handleConfirm = () => {
    save.mutate(value, {
      onSuccess: (answer) => {
        setConfirming(false);
        guardFocus(() => fieldRef.current);
        notify.success(t('placement.saved', { date: formatDay(answer.start_date) }));
      },
      onError: (failure) => {
        setConfirming(false);
        notify.error(actionFailureMessage(failure, t('placement.failed')));
      },
    });
  };

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="placement-start">
      <Group gap="xs" mb="xs">
        <IconCalendarEvent size={20} aria-hidden />
        <Title order={2} size="h4" id="placement-start">
          {t('placement.title')}
        </Title>
      </Group>
      {calendar.isError && !calendar.data ? (
        <LoadErrorAlert
          title={t('placement.loadFailed')}
          error={calendar.error}
          retrying={calendar.isFetching}
          onRetry={() => void calendar.refetch()}
        />
      ) : !calendar.data ? (
        <Skeleton height={90} role="progressbar" aria-label={t('placement.loading')} />
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label={t('placement.title')}>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('placement.calendar', {
                start: formatDay(calendar.data.start_date),
                end: formatDay(calendar.data.end_date),
                week: calendar.data.current_week,
              })}
            </Text>
            <Group align="flex-end" gap="sm">
              <TextInput
                ref={fieldRef}
                type="date"
                label={t('placement.newStart')}
                value={value}
                onChange={(event) => {
                  setValue(event.currentTarget.value);
                  setError(null);
                }}
                error={error}
                w={220}
              />
              <Button type="submit" disabled={value === current} loading={save.isPending}>
                {t('placement.change')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <ConfirmDialog
        keepOpenWhileLoading
        opened={confirming}
        title={t('placement.confirmTitle')}
        message={t('placement.confirmMessage', { date: value ? formatDay(value) : '' })}
        confirmLabel={t('placement.change')}
        color="orange"
        loading={save.isPending}
        onConfirm={handleConfirm}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
