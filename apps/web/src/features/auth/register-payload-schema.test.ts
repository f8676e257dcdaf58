import { ZRegisterInput } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { readDeviceInfo } from '../../lib/device';
import { memoryStore } from '../../lib/storage';
import { buildRegisterPayload, type TRegisterFormValues } from './register-wizard';

const filled: TRegisterFormValues = {
  first_name: 'Asha',
  last_name: 'Mushi',
  phone_number: '0712345678',
  email: 'asha.mushi@example.com',
  password: 'secret pass',
  password_confirm: 'secret pass',
  accept_terms: true,
  college: 'CoET',
  program: 'MECHANICAL',
  pt_phase: 'PT2',
  academic_year: '3',
  area_of_field: 'R&D Motors',
  region: 'Dar es Salaam',
  student_id: '2021-04-01234',
  supervisor_name: 'John Mrema',
  supervisor_email: 'john@example.com',
};

// The server bounds device_info (a flat record, the screen's size as one object in it): what this
// browser really reports must still pass, or nobody could register.
describe('the register payload against the server schema', () => {
  it("passes with this browser's own device info", () => {
    const payload = buildRegisterPayload(filled, readDeviceInfo(memoryStore()));
    const parsed = ZRegisterInput.safeParse(payload);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });
});
