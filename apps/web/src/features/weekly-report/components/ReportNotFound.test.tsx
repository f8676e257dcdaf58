// @vitest-environment happy-dom
// A week without a report: 'Create Week 3 Report' makes it once, however fast it is tapped twice.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { weeklyFixture } from '../weekly-report.fixture';
import { ReportNotFound } from './ReportNotFound';

const GENERATE = 'POST /reports/weekly/generate/';

describe('ReportNotFound', () => {
  it('asks for the report once for a double tap (two clicks before it shows loading)', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      [GENERATE]: () => ({ status: 201, body: weeklyFixture({ week_number: 3 }) }),
    });
    renderWithProviders(<ReportNotFound week={3} />, { session: true });
    const create = await screen.findByRole('button', { name: 'Create Week 3 Report' });
    create.click();
    create.click();

    await waitFor(() => expect(server.callsTo(GENERATE)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo(GENERATE)).toHaveLength(1);
    expect(server.callsTo(GENERATE)[0]?.body).toEqual({ week_number: 3 });
  });
});
