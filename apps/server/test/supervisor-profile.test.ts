// The supervisor on the profile (issue 17): a real e-mail address (stored lower-case) and a phone
// of digits with an optional '+'; a refused update changes nothing.
import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { buildLogbookApp, signedInStudent } from './helpers/logbook';
import { expectStatus } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);
const SUPERVISOR = 'eng.mwita@tanroads.example.tz';

describe('the supervisor fields of the profile', () => {
  it('keeps valid ones and refuses a bad e-mail or phone with field messages', async () => {
    const student = await signedInStudent(testApp, { firstName: 'Asha', lastName: 'Mushi' });
    expectStatus(
      await student.call('PUT', '/api/auth/profile/', {
        first_name: 'Asha',
        last_name: 'Mushi',
        supervisor_name: 'Eng. Mwita',
        supervisor_email: SUPERVISOR.toUpperCase(),
        supervisor_position: 'Site Engineer',
        supervisor_phone: '+255 754 000 111',
      }),
      200,
    );
    const response = await student.call('PUT', '/api/auth/profile/', {
      first_name: 'Asha',
      last_name: 'Mushi',
      supervisor_email: 'not an address',
      supervisor_phone: 'call me',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      supervisor_email: [MESSAGES.signoff.supervisorEmailInvalid],
      supervisor_phone: [MESSAGES.signoff.supervisorPhoneInvalid],
    });
    const profile = expectStatus(await student.call('GET', '/api/auth/profile/'), 200);
    expect(profile).toMatchObject({
      supervisor_email: SUPERVISOR,
      supervisor_position: 'Site Engineer',
      supervisor_phone: '+255 754 000 111',
    });
  });
});
