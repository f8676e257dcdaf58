import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Spoiler,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { FEEDBACK_TYPES, type TFeedbackItem } from '@ptlog/shared';
import { IconCheck, IconRotate } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { notify } from '../../../app/notify';
import { busyButtonProps } from '../../../components/busy-button';
import { ListPagination } from '../../../components/ListPagination';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { usePageWithinList } from '../../../components/use-page-within-list';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';
import { useTranslation } from '../../../i18n/react';
import { guardFocus } from '../../../lib/guard-focus';
import { actionFailureMessage } from '../../admin/error-message';
import { formatDateTime } from '../../billing/format';
import {
  FEEDBACK_PAGE_SIZE,
  type TFeedbackQuery,
  UNHANDLED_FEEDBACK,
  useFeedbackInbox,
  useMarkFeedback,
} from '../api';
import { FEEDBACK_NS } from '../i18n';
import { feedbackReplyLink } from '../reply-link';

export const FEEDBACK_TYPE_COLOR: Record<TFeedbackItem['type'], string> = {
  bug: 'red',
  feature: 'blue',
  improvement: 'teal',
  other: 'gray',
};

/** `onMarked`: after the item was marked (it may leave the list, its button with it). */
function FeedbackEntry({ item, onMarked }: { item: TFeedbackItem; onMarked: () => void }) {
  const { t } = useTranslation(FEEDBACK_NS);
  const mark = useMarkFeedback();
  const toggle = () =>
    mark.mutate(
      { id: item.id, handled: !item.handled },
      {
        onSuccess: (saved) => {
          notify.success(saved.handled ? t('inbox.markedHandled') : t('inbox.markedNotHandled'));
          onMarked();
        },
        onError: (error) => notify.error(actionFailureMessage(error, t('inbox.updateFailed'))),
      },
    );
  return (
    <Card withBorder radius="md" p="sm" component="li">
      {/* The type and the action share the top row, so the subject below has the card's whole
          width: beside the button a phone cut it to a word or two. A long label (Kiswahili's
          "Weka kuwa yameshughulikiwa") moves the button under the type, at the right, and may
          wrap inside it on the narrowest phones rather than run out of the card. */}
      <Group justify="space-between" align="center" gap="xs">
        <Badge color={FEEDBACK_TYPE_COLOR[item.type]} variant="light" style={{ flexShrink: 0 }}>
          {t(`badge.${item.type}`)}
        </Badge>
        <Button
          size="xs"
          variant={item.handled ? 'default' : 'light'}
          color={item.handled ? 'gray' : 'green'}
          leftSection={item.handled ? <IconRotate size={14} /> : <IconCheck size={14} />}
          onClick={toggle}
          {...busyButtonProps(mark.isPending)}
          ml="auto"
          maw="100%"
          styles={WRAPPING_BUTTON}
          aria-label={t(item.handled ? 'inbox.markNotHandledAria' : 'inbox.markHandledAria', {
            subject: item.subject,
          })}
        >
          {item.handled ? t('inbox.reopen') : t('inbox.markHandled')}
        </Button>
      </Group>
      <Text fw={600} size="sm" mt={6} style={{ overflowWrap: 'anywhere' }}>
        {item.subject}
      </Text>
      <Text size="xs" c="dimmed" mt={2} style={{ overflowWrap: 'anywhere' }}>
        {item.user.full_name || item.user.username} ·{' '}
        <Anchor
          href={feedbackReplyLink(item.user.email, item.subject)}
          inherit
          aria-label={t('inbox.replyAria', { email: item.user.email, subject: item.subject })}
        >
          {item.user.email}
        </Anchor>{' '}
        · {formatDateTime(item.created_at)}
      </Text>
      <Spoiler
        maxHeight={64}
        showLabel={t('inbox.showMore')}
        hideLabel={t('inbox.showLess')}
        mt="xs"
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {item.message}
        </Text>
      </Spoiler>
      {item.handled && item.handled_by_name && (
        <Text size="xs" c="dimmed" mt={4}>
          {item.handled_at
            ? t('inbox.handledByAt', {
                name: item.handled_by_name,
                date: formatDateTime(item.handled_at),
              })
            : t('inbox.handledBy', { name: item.handled_by_name })}
        </Text>
      )}
    </Card>
  );
}

/** Feedback from the Help Center: type, subject, sender, date; staff mark it handled. */
export function FeedbackInbox() {
  const { t } = useTranslation(FEEDBACK_NS);
  const [query, setQuery] = useState<TFeedbackQuery>(UNHANDLED_FEEDBACK);
  const inbox = useFeedbackInbox(query);
  // A marked item leaves the 'Not handled' list: the focus goes to the heading, not the document.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const keepFocus = () => guardFocus(() => headingRef.current);
  const data = inbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / FEEDBACK_PAGE_SIZE)) : 1;
  const goToPage = useCallback((page: number) => setQuery((current) => ({ ...current, page })), []);
  usePageWithinList(query.page, data && !inbox.isPlaceholderData ? pages : undefined, goToPage);
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <Select
          label={t('inbox.type')}
          data={[
            { value: '', label: t('inbox.allTypes') },
            ...FEEDBACK_TYPES.map((value) => ({ value, label: t(`type.${value}`) })),
          ]}
          value={query.type}
          onChange={(value) =>
            setQuery({ ...query, type: (value ?? '') as TFeedbackQuery['type'], page: 1 })
          }
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('inbox.show')}
          data={[
            { value: 'false', label: t('inbox.notHandled') },
            { value: 'true', label: t('inbox.handled') },
            { value: '', label: t('inbox.all') },
          ]}
          value={query.handled}
          onChange={(value) =>
            setQuery({ ...query, handled: (value ?? '') as TFeedbackQuery['handled'], page: 1 })
          }
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
        {data ? t('inbox.count', { count: data.count }) : t('inbox.heading')}
      </Title>
      {inbox.isError && !data ? (
        <LoadErrorAlert
          title={t('inbox.loadFailed')}
          error={inbox.error}
          retrying={inbox.isFetching}
          onRetry={() => void inbox.refetch()}
        />
      ) : !data ? (
        <Skeleton height={200} role="progressbar" aria-label={t('inbox.loading')} />
      ) : data.results.length === 0 ? (
        <Text c="dimmed">{t('inbox.none')}</Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('inbox.list')}
        >
          {data.results.map((item) => (
            <FeedbackEntry key={item.id} item={item} onMarked={keepFocus} />
          ))}
        </Stack>
      )}
      <ListPagination pages={pages} page={query.page} onChange={goToPage} />
    </Stack>
  );
}
