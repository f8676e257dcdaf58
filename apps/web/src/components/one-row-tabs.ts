/**
 * Mantine Tabs styles that keep the tabs on one row: on a phone narrower than the labels the row
 * scrolls sideways instead of wrapping a tab under the others, where it read as a heading.
 */
export const ONE_ROW_TABS = {
  list: { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'none' },
  tab: { flexShrink: 0 },
} as const;
