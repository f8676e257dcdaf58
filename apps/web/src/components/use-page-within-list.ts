import { useEffect } from 'react';

/**
 * Goes to the last page when an answer arrives with `page` beyond it (staff removed or marked the
 * last item on the last page): ListPagination hides at one page, so the list would stay on an
 * empty page with no way back. `pages` is undefined until there is a fresh answer.
 */
export function usePageWithinList(
  page: number,
  pages: number | undefined,
  goToPage: (page: number) => void,
) {
  useEffect(() => {
    if (pages !== undefined && page > pages) goToPage(pages);
  }, [page, pages, goToPage]);
}
