import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../lib/storage';
import { createRegistrationInfoStore, type TRegistrationInfo } from './registration-info';

const typed: TRegistrationInfo = {
  email: 'baraka@example.com',
  program: 'MECHANICAL',
  year_of_study: 3,
  pt_phase: 'PT2',
  company_name: 'TANESCO',
  region: 'Arusha',
  phone_number: '0712345678',
};

describe('registration information kept for auto-completion', () => {
  it('is given to the account it was typed for only', () => {
    const info = createRegistrationInfoStore(memoryStore());
    info.save(typed);
    expect(info.readFor(' Baraka@Example.com')).toEqual(typed);
    expect(info.readFor('neema@example.com')).toBeNull();
  });

  it('is not used when kept by an earlier version that did not name the account', () => {
    const { email: _, ...unnamed } = typed;
    const store = memoryStore({ registration_info: JSON.stringify(unnamed) });
    expect(createRegistrationInfoStore(store).readFor('baraka@example.com')).toBeNull();
  });
});
