import { Pagination } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import { COMPONENTS_NS } from './i18n';

/**
 * The page picker under a list: shown only when there is more than one page, its arrows and its
 * numbers named for screen readers ('next page', 'page 61': a bare '61' said nothing).
 */
export function ListPagination({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation(COMPONENTS_NS);
  if (pages <= 1) return null;
  return (
    <Pagination
      total={pages}
      value={page}
      onChange={onChange}
      size="sm"
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: String(item) }) })}
    />
  );
}
