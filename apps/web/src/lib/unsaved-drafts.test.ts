import { describe, expect, it } from 'vitest';
import { createAccountRecord } from './account-record';
import { memoryStore } from './storage';
import { createUnsavedDrafts, DRAFT_MAX_AGE_MS } from './unsaved-drafts';

describe('unsaved drafts', () => {
  it('keeps each account’s drafts apart and nothing while signed out', () => {
    const store = memoryStore();
    let owner: string | null = '5';
    const drafts = createUnsavedDrafts(createAccountRecord(store, 'unsaved_drafts', () => owner));
    drafts.keep('daily:2026-01-14', { hours: 7, description: 'Mine' }, 1_000);
    owner = '6';
    expect(drafts.get('daily:2026-01-14', 1_000)).toBeUndefined();
    owner = null;
    drafts.keep('daily:2026-01-14', { hours: 1, description: 'Nobody' }, 1_000);
    expect(drafts.get('daily:2026-01-14', 1_000)).toBeUndefined();
    owner = '5';
    expect(drafts.get('daily:2026-01-14', 1_000)).toEqual({ hours: 7, description: 'Mine' });
    drafts.discard('daily:2026-01-14');
    expect(store.getItem('unsaved_drafts:5')).toBeNull();
  });

  it('forgets a draft nobody came back to', () => {
    const drafts = createUnsavedDrafts(
      createAccountRecord(memoryStore(), 'unsaved_drafts', () => '5'),
    );
    drafts.keep('weekly-summary:3', 'Old text', 0);
    expect(drafts.get('weekly-summary:3', DRAFT_MAX_AGE_MS)).toBe('Old text');
    expect(drafts.get('weekly-summary:3', DRAFT_MAX_AGE_MS + 1)).toBeUndefined();
  });
});
