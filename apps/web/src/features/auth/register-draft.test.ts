import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../lib/storage';
import { createRegisterDraftStore, REGISTER_DRAFT_KEY } from './register-draft';
import { EMPTY_REGISTER_FORM, type TRegisterFormValues } from './register-wizard';

const typed: TRegisterFormValues = {
  ...EMPTY_REGISTER_FORM,
  first_name: 'Asha',
  last_name: 'Mushi',
  phone_number: '0712345678',
  email: 'asha@example.com',
  password: 'secret pass',
  password_confirm: 'secret pass',
  accept_terms: true,
  college: 'CoET',
  student_id: '2021-04-01234',
};

describe('the registration draft (kept across a reload of the tab)', () => {
  it('keeps every field and the step, but never the passwords', () => {
    const store = memoryStore();
    const draft = createRegisterDraftStore(store);
    draft.save(2, typed);
    const raw = store.getItem(REGISTER_DRAFT_KEY) ?? '';
    expect(raw).not.toContain('secret pass');
    expect(draft.read()).toEqual({
      step: 2,
      values: { ...typed, password: '', password_confirm: '' },
    });
  });

  it('is gone once cleared, and reads nothing from a broken or foreign value', () => {
    const store = memoryStore();
    const draft = createRegisterDraftStore(store);
    draft.save(1, typed);
    draft.clear();
    expect(draft.read()).toBeNull();
    store.setItem(REGISTER_DRAFT_KEY, '{not json');
    expect(draft.read()).toBeNull();
    store.setItem(
      REGISTER_DRAFT_KEY,
      JSON.stringify({ step: 9, values: { email: 42, password: 'x', college: 'CoET' } }),
    );
    expect(draft.read()).toEqual({
      step: 2,
      values: { ...EMPTY_REGISTER_FORM, college: 'CoET' },
    });
  });
});
