import { describe, expect, it } from 'vitest';
import { setPlacementStartDate } from '../src/features/calendar/calendar.repository';
import { buildLogbookApp, PLACEMENT_START, signedInStudent, TODAY } from './helpers/logbook';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);

describe('GET /api/calendar/', () => {
  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/calendar/' });
    expect(response.statusCode).toBe(401);
  });

  it('answers the 8 Monday-to-Friday weeks from the stored start date', async () => {
    const student = await signedInStudent(testApp);
    const response = await student.call('GET', '/api/calendar');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      start_date: PLACEMENT_START,
      end_date: '2026-04-24',
      current_week: 3,
      today: TODAY,
    });
    expect(body.weeks).toHaveLength(8);
    expect(body.weeks[0]).toEqual({
      week_number: 1,
      start_date: '2026-03-02',
      end_date: '2026-03-06',
      days: ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'],
    });
    expect(body.weeks[7]).toMatchObject({
      week_number: 8,
      start_date: '2026-04-20',
      end_date: '2026-04-24',
    });
  });

  it('follows a start date changed by staff, clamping the current week to 1..8', async () => {
    const student = await signedInStudent(testApp);
    try {
      await setPlacementStartDate(testApp.db, '2026-04-06');
      let body = (await student.call('GET', '/api/calendar/')).json();
      expect(body).toMatchObject({ start_date: '2026-04-06', current_week: 1 });
      await setPlacementStartDate(testApp.db, '2025-07-21');
      body = (await student.call('GET', '/api/calendar/')).json();
      expect(body).toMatchObject({ start_date: '2025-07-21', current_week: 8 });
      expect(body.weeks[1].days[0]).toBe('2025-07-28');
    } finally {
      await setPlacementStartDate(testApp.db, PLACEMENT_START);
    }
  });
});
