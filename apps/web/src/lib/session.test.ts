import type { TProfile } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { createStoredSession } from './session';
import { memoryStore } from './storage';

const user = {
  id: 7,
  username: 'asha@example.com',
  email: 'asha@example.com',
  first_name: 'Asha',
  last_name: 'Mollel',
  is_staff: false,
  profile_picture: null,
  language: 'en' as const,
};

const profile: TProfile = {
  email_verified: true,
  user_details: {
    email: 'asha@example.com',
    full_name: 'Asha Mollel',
    username: 'asha',
    first_name: 'Asha',
    last_name: 'Mollel',
  },
  program: null,
  year_of_study: 3,
  pt_phase: 'PT2',
  department: '',
  phone_number: '0712345678',
  company_name: null,
  company_region: null,
  student_id: '',
  supervisor_name: '',
  supervisor_email: '',
  supervisor_position: '',
  supervisor_phone: '',
  profile_picture: null,
};

describe('createStoredSession', () => {
  it('stores the access token under access_token and drops any readable refresh token', () => {
    const store = memoryStore({ refresh_token: 'left-by-old-client' });
    const session = createStoredSession(store);
    session.saveAccessToken('abc');
    expect(store.getItem('access_token')).toBe('abc');
    expect(store.getItem('refresh_token')).toBeNull();
    expect(session.readAccessToken()).toBe('abc');
  });

  it('round-trips user and profile and ignores malformed stored values', async () => {
    const store = memoryStore();
    const session = createStoredSession(store);
    session.saveUser(user);
    session.saveProfile(profile);
    expect(JSON.parse(store.getItem('user') ?? '')).toEqual(user);
    expect(await session.readUser()).toEqual(user);
    expect(await session.readProfile()).toEqual(profile);
    store.setItem('user', '{"id":"7"}');
    expect(await session.readUser()).toBeNull();
    store.setItem('profile', 'not json');
    expect(await session.readProfile()).toBeNull();
  });

  it('records last activity under last_activity and clears everything on logout', () => {
    const store = memoryStore({ refresh_token: 'r', theme: 'green' });
    const session = createStoredSession(store);
    session.saveAccessToken('abc');
    session.saveUser(user);
    session.saveProfile(profile);
    session.touchLastActivity(1234);
    expect(store.getItem('last_activity')).toBe('1234');
    expect(session.readLastActivity()).toBe(1234);
    session.clear();
    for (const key of ['access_token', 'refresh_token', 'last_activity', 'user', 'profile']) {
      expect(store.getItem(key)).toBeNull();
    }
    // The theme is a preference of the device, not of the session.
    expect(store.getItem('theme')).toBe('green');
  });

  it("names the signed-in account's id, and none once signed out", () => {
    const session = createStoredSession(memoryStore());
    expect(session.readUserId()).toBeNull();
    session.saveAccessToken('a.b.c');
    session.saveUser(user);
    expect(session.readUserId()).toBe('7');
    session.clear();
    expect(session.readUserId()).toBeNull();
  });

  // Spec 1 §4: logout clears all state. On a shared phone or a café PC the work log the account
  // read (the calendar, every kept day's description) must not stay readable in the browser.
  it("forgets the account's kept answers on sign-out, and keeps its unsent changes and drafts", () => {
    const store = memoryStore({
      'kept_answers:7': '{"calendar":{},"week:2":{"results":[{"description":"Surveyed"}]}}',
      'kept_answers:8': '{"calendar":{}}',
      'offline_outbox:7': '[{"key":"daily:2026-03-09"}]',
      'unsaved_drafts:7': '{"daily:2026-03-10":{"description":"Half typed"}}',
    });
    const session = createStoredSession(store);
    session.saveAccessToken('a.b.c');
    session.saveUser(user);
    session.clear();
    expect(store.getItem('kept_answers:7')).toBeNull();
    // Another account's record, and what the idle sign-out's resume brings back (ARCHITECTURE).
    expect(store.getItem('kept_answers:8')).toBe('{"calendar":{}}');
    expect(store.getItem('offline_outbox:7')).toBe('[{"key":"daily:2026-03-09"}]');
    expect(store.getItem('unsaved_drafts:7')).toBe(
      '{"daily:2026-03-10":{"description":"Half typed"}}',
    );
  });

  it('forgets them also when the access token went first', () => {
    const store = memoryStore({ 'kept_answers:7': '{"calendar":{}}' });
    const session = createStoredSession(store);
    session.saveUser(user);
    session.clear();
    expect(store.getItem('kept_answers:7')).toBeNull();
  });
});
