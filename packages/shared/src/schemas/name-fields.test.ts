// The names typed for someone else (a supervisor's, the name on a paying phone) follow the rule
// of the account's own names: one line, without bidi overrides, refused with the same message.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages';
import { ZSettingsUpdateInput } from './account';
import { ZStaffTransactionInput, ZStudentTransactionInput, ZVerifyPaymentInput } from './billing';
import { ZProfileUpdateInput } from './profile';
import { ZRegisterInput, ZRegisterStep1, ZRegisterStep3 } from './registration';
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

// trim() keeps format characters: a name of only a zero-width space, word joiner or soft hyphen
// shows as nothing in the header, lists, exports and mails, so it is no name.
const INVISIBLE = ['\u200b', '\u2060\u200b', '\u00ad', ' \u200b\u200c\u200d '];

describe("a person's own name", () => {
  const REQUIRED: [string, string, z.ZodType, Record<string, unknown>, string][] = [
    ['profile', 'first_name', ZProfileUpdateInput, profile, MESSAGES.profile.firstNameRequired],
    ['profile', 'last_name', ZProfileUpdateInput, profile, MESSAGES.profile.lastNameRequired],
    ['registration', 'first_name', ZRegisterStep1, {}, MESSAGES.register.firstNameRequired],
    ['registration', 'last_name', ZRegisterInput, {}, MESSAGES.register.lastNameRequired],
    [
      'staff payment',
      'sender_name',
      ZStaffTransactionInput,
      staffPayment,
      MESSAGES.billing.staffSenderNameRequired,
    ],
  ];

  it.each(REQUIRED)(
    '%s %s: only invisible characters is no name',
    (_, field, schema, rest, message) => {
      for (const name of INVISIBLE) {
        expect(errorsAt(schema, { ...rest, [field]: name }, field), JSON.stringify(name)).toEqual([
          message,
        ]);
      }
    },
  );

  it('settings: only invisible characters is no name', () => {
    const result = ZSettingsUpdateInput.safeParse({
      account: { first_name: '\u200b', last_name: 'Mushi' },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['account.first_name', MESSAGES.profile.firstNameRequired],
    ]);
  });

  it('keeps a zero-width joiner or non-joiner inside a real name', () => {
    // Persian with a zero-width non-joiner, Sinhala with a zero-width joiner.
    for (const name of ['\u0645\u06cc\u200c\u0646\u0627', '\u0dc1\u0dca\u200d\u0dbb\u0dd3']) {
      expect(ZProfileUpdateInput.parse({ first_name: name, last_name: 'Mushi' }).first_name).toBe(
        name,
      );
    }
  });
});

describe('student ID', () => {
  const SCHEMAS: [string, z.ZodType, Record<string, unknown>][] = [
    ['profile', ZProfileUpdateInput, profile],
    ['registration step 3', ZRegisterStep3, {}],
    ['registration', ZRegisterInput, {}],
  ];

  it.each(SCHEMAS)('%s: refuses a line break or tab, it prints on one line', (_, schema, rest) => {
    for (const id of ['2021-04-\n12345', '2021-04-\r\n12345', '2021-04-\t12345', '2021\u2028-04']) {
      expect(
        errorsAt(schema, { ...rest, student_id: id }, 'student_id'),
        JSON.stringify(id),
      ).toEqual([MESSAGES.generic.oneLine]);
    }
  });

  it.each(SCHEMAS)('%s: takes one typed on one line, or none', (_, schema, rest) => {
    for (const id of ['2021-04-12345', 'T21 04 12345', '', undefined]) {
      expect(errorsAt(schema, { ...rest, student_id: id }, 'student_id'), String(id)).toEqual([]);
    }
  });
});
