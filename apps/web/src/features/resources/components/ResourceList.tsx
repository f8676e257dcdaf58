import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LIMITS, MESSAGES, type TResource } from '@ptlog/shared';
import { IconDownload, IconSearch, IconTrash } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { notify } from '../../../app/notify';
import { busyButtonProps } from '../../../components/busy-button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListPagination } from '../../../components/ListPagination';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { usePageWithinList } from '../../../components/use-page-within-list';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { guardFocus } from '../../../lib/guard-focus';
import { saveFile } from '../../../lib/save-file';
import { formatDateTime } from '../../billing/format';
import { resourcesApi, type TResourceQuery, useDeleteResource, useResources } from '../api';
import { RESOURCES_NS } from '../i18n';
import { departmentLabel, formatFileSize } from '../resources';
import { departmentOptions, typeOptions } from './UploadResourceCard';

interface ResourceItemProps {
  item: TResource;
  canDelete: boolean;
  /** Deleted: the item, and the button its dialog would give the focus back to, are going. */
  onDeleted: () => void;
}

function ResourceItem({ item, canDelete, onDeleted }: ResourceItemProps) {
  const { t } = useTranslation(RESOURCES_NS);
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteResource();
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await resourcesApi.file(item), item.file_name);
    } catch {
      notify.error(translateMessage(MESSAGES.resources.downloadFailed));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {t(`types.${item.report_type}`)}
          </Badge>
        </Group>
        {item.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {item.description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('list.details', {
            department: departmentLabel(item.department, t),
            kind: item.file_kind.toUpperCase(),
            size: formatFileSize(item.file_size),
            date: formatDateTime(item.created_at),
          })}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconDownload size={14} />}
            {...busyButtonProps(downloading)}
            onClick={() => void download()}
            aria-label={t('list.downloadItem', { title: item.title })}
          >
            {t('list.download')}
          </Button>
          {canDelete && (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => setConfirming(true)}
              aria-label={t('list.deleteItem', { title: item.title })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('list.deleteTitle')}
        message={translateMessage(MESSAGES.resources.deleteConfirm)}
        confirmLabel={t('list.delete')}
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(item.id, {
            onSuccess: () => {
              setConfirming(false);
              onDeleted();
              notify.success(translateMessage(MESSAGES.resources.deleted));
            },
            onError: () => notify.error(translateMessage(MESSAGES.resources.deleteFailed)),
          })
        }
      />
    </Card>
  );
}

const NO_FILTERS: TResourceQuery = { department: '', report_type: '', search: '', page: 1 };

/** The empty list's words: a search or filter that matches nothing is not an empty library. */
function EmptyResources({
  isStaff,
  filtered,
  onClearFilters,
}: {
  isStaff: boolean;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation(RESOURCES_NS);
  if (!filtered) {
    return <Text c="dimmed">{isStaff ? t('list.emptyStaff') : t('list.emptyStudent')}</Text>;
  }
  return (
    <Group gap="sm">
      <Text c="dimmed">{t('list.noMatch')}</Text>
      <Button size="xs" variant="light" onClick={onClearFilters}>
        {t('list.clearFilters')}
      </Button>
    </Group>
  );
}

/** The library: search, department and type filters, and the documents with Download. */
export function ResourceList({ isStaff }: { isStaff: boolean }) {
  const { t } = useTranslation(RESOURCES_NS);
  const [query, setQuery] = useState<TResourceQuery>(NO_FILTERS);
  const [debouncedSearch] = useDebouncedValue(query.search, 300);
  const listQuery = { ...query, search: debouncedSearch };
  const resources = useResources(listQuery);
  const data = resources.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / LIMITS.RESOURCE_PAGE_SIZE)) : 1;
  const goToPage = useCallback((page: number) => setQuery((current) => ({ ...current, page })), []);
  usePageWithinList(query.page, data && !resources.isPlaceholderData ? pages : undefined, goToPage);
  const filtered = Boolean(
    listQuery.search.trim() || listQuery.report_type || listQuery.department,
  );
  // A deleted item leaves the list with its Delete button: the focus goes to the list's heading,
  // not the document.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const keepFocus = () => guardFocus(() => headingRef.current);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: isStaff ? 3 : 2 }}>
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          type="search"
          value={query.search}
          onChange={(event) => setQuery({ ...query, search: event.currentTarget.value, page: 1 })}
        />
        <Select
          label={t('filters.type')}
          data={[{ value: '', label: t('filters.allTypes') }, ...typeOptions(t)]}
          value={query.report_type}
          onChange={(value) =>
            setQuery({
              ...query,
              report_type: (value ?? '') as TResourceQuery['report_type'],
              page: 1,
            })
          }
          allowDeselect={false}
        />
        {isStaff && (
          <Select
            label={t('filters.department')}
            data={departmentOptions(t, t('departments.every'))}
            value={query.department}
            onChange={(value) => setQuery({ ...query, department: value ?? '', page: 1 })}
            allowDeselect={false}
            searchable
          />
        )}
      </SimpleGrid>
      <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
        {data ? t('list.count', { count: data.count }) : t('list.title')}
      </Title>
      {resources.isError && !data ? (
        <LoadErrorAlert
          title={translateMessage(MESSAGES.resources.loadFailed)}
          error={resources.error}
          retrying={resources.isFetching}
          onRetry={() => void resources.refetch()}
        />
      ) : !data ? (
        <Skeleton height={160} role="progressbar" aria-label={t('list.loading')} />
      ) : data.results.length === 0 ? (
        <EmptyResources
          isStaff={isStaff}
          filtered={filtered}
          onClearFilters={() => setQuery(NO_FILTERS)}
        />
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('list.title')}
        >
          {data.results.map((item) => (
            <ResourceItem key={item.id} item={item} canDelete={isStaff} onDeleted={keepFocus} />
          ))}
        </SimpleGrid>
      )}
      <ListPagination pages={pages} page={query.page} onChange={goToPage} />
    </Stack>
  );
}
