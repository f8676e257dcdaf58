// The names typed for someone else (a supervisor's, the name on a paying phone) follow the rule
// of the account's own names: one line, without bidi overrides, refused with the same message.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages';
import { ZStaffTransactionInput, ZStudentTransactionInput, ZVerifyPaymentInput } from './billing';
import { ZProfileUpdateInput } from './profile';
import { ZRegisterInput, ZRegisterStep3 } from './registration';
import { ZSignoffDecisionInput } from './signoff';

const BROKEN = [
  'Eng.\tKisanga',
  'Eng.\nKisanga',
  'Eng.\r\nKisanga',
  'Kisanga\u202Eexe',
  'K\u2066x',
];

function errorsAt(schema: z.ZodType, value: unknown, field: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

const profile = { first_name: 'Asha', last_name: 'Mushi' };
const studentPayment = {
  payer_type: 'different',
  user_phone_number: '0754111222',
  payment_method: 'DIRECT',
  amount: 2000,
};
const staffPayment = {
  user_id: 7,
  user_phone_number: '0754111222',
  payment_method: 'DIRECT',
  amount: 2000,
};
const verify = { user_phone_number: '0754111222', amount: 2000 };

const FIELDS: [string, z.ZodType, Record<string, unknown>, string][] = [
  ['profile', ZProfileUpdateInput, profile, 'supervisor_name'],
  ['registration step 3', ZRegisterStep3, {}, 'supervisor_name'],
  ['registration', ZRegisterInput, {}, 'supervisor_name'],
  ['sign-off decision', ZSignoffDecisionInput, { decision: 'approve' }, 'signer_name'],
  ['student payment', ZStudentTransactionInput, studentPayment, 'sender_name'],
  ['staff payment', ZStaffTransactionInput, staffPayment, 'sender_name'],
  ['verify payment', ZVerifyPaymentInput, verify, 'sender_name'],
];

describe('names of supervisors and payers', () => {
  it.each(FIELDS)('%s: refuses tabs, line breaks and bidi overrides', (_, schema, rest, field) => {
    for (const name of BROKEN) {
      expect(errorsAt(schema, { ...rest, [field]: name }, field), JSON.stringify(name)).toEqual([
        MESSAGES.generic.nameCharacters,
      ]);
    }
  });

  it.each(FIELDS)('%s: takes real names as typed', (_, schema, rest, field) => {
    for (const name of ["Eng. Zoë O'Brien-Kisanga", 'علي', 'Neema  Kweka']) {
      expect(errorsAt(schema, { ...rest, [field]: name }, field), name).toEqual([]);
    }
  });

  it('leaves an optional supervisor name empty or out', () => {
    expect(ZProfileUpdateInput.safeParse({ ...profile, supervisor_name: '' }).success).toBe(true);
    expect(ZProfileUpdateInput.safeParse(profile).success).toBe(true);
  });
});
