import type { TOwnTransaction } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { ownTransactionFixture } from '../../test/transactions';
import { filterTransactions } from './transaction-search';

function transaction(id: number, overrides: Partial<TOwnTransaction>): TOwnTransaction {
  return ownTransactionFixture({
    id,
    user: 1,
    user_full_name: 'Zawadi Mrema',
    user_email: 'z@example.tz',
    user_phone_number: '0712345678',
    sender_name: 'Zawadi Mrema',
    payer_type: 'own',
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  });
}

const list = [
  transaction(1, {}),
  transaction(2, {
    sender_name: 'Juma Hamisi',
    user_phone_number: '+255 755 111 222',
    amount: '12000.00',
    transaction_status: 'APPROVED',
    transaction_code: 'CI47HT9XQ2',
  }),
  transaction(3, {
    payment_method: 'WAKALA',
    payer_type: 'wakala',
    wakala_name: 'Mama Ashura Shop',
    amount: '2000.00',
    transaction_status: 'REJECTED',
  }),
  // Recorded by staff, awaiting the student's confirmation: its details are withheld.
  transaction(4, {
    created_by_staff: true,
    awaiting_confirmation: true,
    user_phone_number: null,
    sender_name: null,
    amount: null,
    tokens_generated: null,
  }),
];

const ids = (query: string) => filterTransactions(list, query).map((t) => t.id);

describe('filterTransactions', () => {
  it('keeps everything for an empty query', () => {
    expect(ids('')).toEqual([1, 2, 3, 4]);
    expect(ids('   ')).toEqual([1, 2, 3, 4]);
  });

  it('matches sender, status and wakala, ignoring case', () => {
    expect(ids('juma')).toEqual([2]);
    expect(ids('approved')).toEqual([2]);
    expect(ids('ashura')).toEqual([3]);
    expect(ids('zawadi pending')).toEqual([1]);
    expect(ids('pending')).toEqual([1, 4]);
  });

  it('matches phones and amounts by digits', () => {
    expect(ids('755 111')).toEqual([2]);
    expect(ids('12,000')).toEqual([2]);
    expect(ids('5000')).toEqual([1]);
  });

  it('matches the transaction ID in any case (ADR 18)', () => {
    expect(ids('ci47ht9')).toEqual([2]);
    expect(ids('CI47HT9XQ2 approved')).toEqual([2]);
  });

  it('finds nothing for an unknown word', () => {
    expect(ids('tigo')).toEqual([]);
  });
});
