import { Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../app/notify';
import { busyButtonProps } from '../../../components/busy-button';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api';
import { guardFocus } from '../../../lib/guard-focus';
import { useCalendar } from '../../calendar/api';
import { useSetPlacementStart } from '../api';
import { actionFailureMessage } from '../error-message';
import { formatDay } from '../format';
import { ADMIN_NS } from '../i18n';
import { placementStartProblem } from '../placement-start';
import { placementTodayText } from '../placement-today';
import { PlacementMoveDialog } from './PlacementMoveDialog';

/**
 * Staff set the Monday the 8-week placement starts on; every entry keeps its date and moves to
 * the week that date falls in. The dialog shows the server's preview before the move (ADR 19).
 */
export function PlacementStartCard() {
  const { t } = useTranslation(ADMIN_NS);
  const calendar = useCalendar();
  const save = useSetPlacementStart();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Two clicks in one frame would send the move twice: the first one holds it until it settles.
  const sending = useRef(false);
  const current = calendar.data?.start_date;
  // Saved, the Change button is disabled (the new date is the current one): the dialog cannot give
  // it the focus back, which would fall to the document; the date field takes it instead.
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (current) setValue(current);
  }, [current]);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!calendar.data) return;
    const problem = placementStartProblem(t, value, calendar.data.today);
    setError(problem);
    setFailure(null);
    if (!problem) setConfirming(true);
  };
  const handleConfirm = () => {
    if (sending.current) return;
    sending.current = true;
    save.mutate(value, {
      onSuccess: (answer) => {
        setConfirming(false);
        guardFocus(() => fieldRef.current);
        notify.success(t('placement.saved', { date: formatDay(answer.start_date) }));
      },
      onError: (cause) => {
        const message = actionFailureMessage(cause, t('placement.failed'));
        // Refused (a week was submitted meanwhile, say): the dialog says why, nothing moved.
        if (isApiError(cause) && cause.status === 409) {
          setFailure(message);
          return;
        }
        setConfirming(false);
        notify.error(message);
      },
      onSettled: () => {
        sending.current = false;
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
              })}{' '}
              {placementTodayText(t, calendar.data)}
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
              <Button type="submit" {...busyButtonProps(save.isPending, value === current)}>
                {t('placement.change')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <PlacementMoveDialog
        opened={confirming}
        startDate={value}
        saving={save.isPending}
        failure={failure}
        onConfirm={handleConfirm}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
