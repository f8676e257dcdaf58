// @vitest-environment happy-dom
import { LIMITS, type TResource } from '@ptlog/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type TFakeCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { ResourceList } from './ResourceList';

const LIST = 'GET /reports/';
const PAGE_SIZE = LIMITS.RESOURCE_PAGE_SIZE;

function resource(id: number): TResource {
  return {
    id,
    title: `Guide ${id}`,
    description: '',
    department: '',
    report_type: 'guideline',
    file_kind: 'pdf',
    file_name: `Guide-${id}.pdf`,
    file_size: 1024,
    file_url: `/api/reports/resources/${id}/file/`,
    uploaded_by_name: 'Grace Staff',
    created_at: '2026-11-20T10:00:00Z',
  };
}

/** A library the fake server pages, searches by title and deletes from. */
function library(count: number) {
  const items = Array.from({ length: count }, (_, index) => resource(index + 1));
  const list = (call: TFakeCall) => {
    const page = Number(call.query.get('page') ?? '1');
    const search = (call.query.get('search') ?? '').toLowerCase();
    const matching = items.filter((item) => item.title.toLowerCase().includes(search));
    return {
      body: {
        count: matching.length,
        next: null,
        previous: null,
        results: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      },
    };
  };
  const remove = (call: TFakeCall) => {
    const id = Number(call.path.split('/').at(-2));
    items.splice(
      items.findIndex((item) => item.id === id),
      1,
    );
    return { status: 204 };
  };
  return { list, remove };
}

describe('ResourceList', () => {
  it('goes back to the last page when staff delete the only item on the last one', async () => {
    const { list, remove } = library(PAGE_SIZE + 1);
    const server = fakeApi({
      ...signedInStudent(),
      [LIST]: list,
      [`DELETE /reports/resources/${PAGE_SIZE + 1}/`]: remove,
    });
    const { user } = renderWithProviders(<ResourceList isStaff />);
    await screen.findByText('Guide 1');
    await user.click(screen.getByRole('button', { name: 'page 2' }));
    await screen.findByText(`Guide ${PAGE_SIZE + 1}`);

    await user.click(screen.getByRole('button', { name: `Delete Guide ${PAGE_SIZE + 1}` }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { name: `${PAGE_SIZE} resources` })).toBeTruthy();
    const items = await screen.findByRole('list', { name: 'Resources' });
    await waitFor(() => expect(within(items).getAllByRole('listitem')).toHaveLength(PAGE_SIZE));
    expect(screen.queryByText(/No resources here yet/)).toBeNull();
    expect(server.callsTo(LIST).at(-1)?.query.get('page')).toBe('1');
  });

  it('says a search matches nothing, not that the library is empty, and clears it', async () => {
    const { list } = library(2);
    fakeApi({ ...signedInStudent(), [LIST]: list });
    const { user } = renderWithProviders(<ResourceList isStaff={false} />);
    await screen.findByText('Guide 1');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'welding');
    expect(await screen.findByText('No resources match these filters.')).toBeTruthy();
    expect(screen.queryByText(/No resources here yet/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Guide 2')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('No resources match these filters.')).toBeNull();
  });

  it('keeps the empty-library words when nothing is filtered', async () => {
    const { list } = library(0);
    fakeApi({ ...signedInStudent(), [LIST]: list });
    renderWithProviders(<ResourceList isStaff={false} />);
    expect(
      await screen.findByText(
        'No resources here yet. Your department has not shared any documents.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});
