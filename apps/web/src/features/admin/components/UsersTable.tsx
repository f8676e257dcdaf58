import {
  Anchor,
  Badge,
  Checkbox,
  Group,
  Table,
  Text,
  UnstyledButton,
  useMatches,
  VisuallyHidden,
} from '@mantine/core';
import type {
  TAdminUser,
  TAdminUserOrdering,
  TAdminUserSortKey,
  TWeekStateCounts,
} from '@ptlog/shared';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';

import { formatDay, personName } from '../format';
import { ADMIN_NS } from '../i18n';
import {
  ariaSortOf,
  nextOrdering,
  programLabel,
  USER_STATE_COLOR,
  userState,
  weekStatesText,
} from '../user-filters';

/** A status is a word, never cut: the badge keeps its whole width wherever it sits. */
const BADGE_WHOLE = { flexShrink: 0, maxWidth: 'none', minWidth: 'max-content' } as const;

function StateBadge({ user, mt }: { user: TAdminUser; mt?: number }) {
  const { t } = useTranslation(ADMIN_NS);
  const state = userState(user);
  return (
    <Group gap={4} mt={mt}>
      <Badge color={USER_STATE_COLOR[state]} variant="light" style={BADGE_WHOLE}>
        {t(`state.${state}`)}
      </Badge>
      {user.is_staff && (
        <Badge variant="outline" style={BADGE_WHOLE}>
          {t('state.staff')}
        </Badge>
      )}
    </Group>
  );
}

interface SortHeaderProps {
  sortKey: TAdminUserSortKey;
  ordering: TAdminUserOrdering;
  onSort: (ordering: TAdminUserOrdering) => void;
  visibleFrom?: 'sm' | 'md';
  children: ReactNode;
}

/**
 * A column header that sorts the list (WAI-ARIA's sortable table): a button named by the column,
 * the header's `aria-sort` telling which way the list is sorted by it.
 */
function SortHeader({ sortKey, ordering, onSort, visibleFrom, children }: SortHeaderProps) {
  const sort = ariaSortOf(ordering, sortKey);
  const Icon = sort === 'ascending' ? IconArrowUp : sort === 'descending' ? IconArrowDown : null;
  return (
    <Table.Th aria-sort={sort} visibleFrom={visibleFrom}>
      <UnstyledButton
        onClick={() => onSort(nextOrdering(ordering, sortKey))}
        fz="sm"
        fw={700}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {children}
        {Icon ? (
          <Icon size={14} aria-hidden />
        ) : (
          <IconArrowsSort size={14} aria-hidden style={{ opacity: 0.4 }} />
        )}
      </UnstyledButton>
    </Table.Th>
  );
}

interface UsersTableProps {
  users: (TAdminUser & { week_states?: TWeekStateCounts })[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onOpen: (id: number) => void;
  ordering: TAdminUserOrdering;
  onSort: (ordering: TAdminUserOrdering) => void;
}

// A ticked row is tinted (the theme colour's shade 1); its name link a shade darker than links
// elsewhere (8, not 7), which on that tint stays above 4.5:1 in every theme (themes.test.ts).
const SELECTED_ROW_BG = 'var(--mantine-primary-color-light)';
const SELECTED_ROW_LINK = 'var(--mantine-primary-color-8)';

/**
 * One page of users: a tick box each, the name opens the details drawer. Below the md width the
 * status badges sit under the name and e-mail instead of in a column of their own: squeezed
 * beside a long address they were cut ('HAJATHI…', 'MFANYA…' in Kiswahili), and kept whole they
 * left the name a few letters wide. On a phone the last entry sits there too, and the page's
 * Sort by menu stands in for the hidden headers.
 */
export function UsersTable({
  users,
  selected,
  onToggle,
  onOpen,
  ordering,
  onSort,
}: UsersTableProps) {
  const { t } = useTranslation(ADMIN_NS);
  const sortProps = { ordering, onSort };
  // Read at once: a desktop's first render already has the column (no shift when it arrives).
  const statusColumn = useMatches({ base: false, md: true }, { getInitialValueInEffect: false });
  // On a phone a tick box and the name (with its badges): no sideways scrolling at 360 px.
  return (
    <Table.ScrollContainer minWidth={260}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>{t('table.select')}</VisuallyHidden>
            </Table.Th>
            <SortHeader sortKey="name" {...sortProps}>
              {t('table.name')}
            </SortHeader>
            <Table.Th visibleFrom="sm">{t('table.program')}</Table.Th>
            {statusColumn && <Table.Th>{t('table.status')}</Table.Th>}
            <SortHeader sortKey="date_joined" visibleFrom="sm" {...sortProps}>
              {t('table.joined')}
            </SortHeader>
            <SortHeader sortKey="last_entry" visibleFrom="sm" {...sortProps}>
              {t('table.lastEntry')}
            </SortHeader>
            <SortHeader sortKey="weeks" visibleFrom="md" {...sortProps}>
              {t('table.weeks')}
            </SortHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const name = personName(user.first_name, user.last_name, user.username);
            const ticked = selected.has(user.id);
            return (
              <Table.Tr key={user.id} bg={ticked ? SELECTED_ROW_BG : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('table.selectUser', { name, email: user.email })}
                    checked={ticked}
                    onChange={() => onToggle(user.id)}
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    fw={500}
                    c={ticked ? SELECTED_ROW_LINK : undefined}
                    onClick={() => onOpen(user.id)}
                    aria-label={t('table.details', { name, email: user.email })}
                  >
                    {name}
                  </Anchor>
                  {/* Breaks anywhere: a long address would otherwise squeeze the badges' column. */}
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Text>
                  {!user.is_staff && (
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {user.last_entry
                        ? t('table.lastEntryOn', { date: formatDay(user.last_entry) })
                        : t('table.noEntryYet')}
                    </Text>
                  )}
                  {!statusColumn && <StateBadge user={user} mt={4} />}
                </Table.Td>
                <Table.Td visibleFrom="sm">{programLabel(user.profile?.program)}</Table.Td>
                {statusColumn && (
                  <Table.Td>
                    <StateBadge user={user} />
                  </Table.Td>
                )}
                <Table.Td visibleFrom="sm">{formatDay(user.date_joined)}</Table.Td>
                <Table.Td visibleFrom="sm">
                  {user.last_entry ? formatDay(user.last_entry) : '—'}
                </Table.Td>
                <Table.Td visibleFrom="md">
                  <Text size="xs">
                    {user.week_states ? weekStatesText(t, user.week_states) : '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
