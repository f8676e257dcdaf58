import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../lib/storage';
import { createResumePath, RESUME_MAX_AGE_MS } from './resume-path';

describe('resume path after the idle sign-out', () => {
  const now = 1_000_000;

  it('is the same account’s only, and only for a while', () => {
    const resume = createResumePath(memoryStore());
    resume.remember('5', '/daily-report?week=2', now);
    expect(resume.read('5', now + 60_000)).toBe('/daily-report?week=2');
    expect(resume.read('6', now + 60_000)).toBeNull();
    expect(resume.read(null, now)).toBeNull();
    expect(resume.read('5', now + RESUME_MAX_AGE_MS + 1)).toBeNull();
    resume.forget();
    expect(resume.read('5', now)).toBeNull();
  });

  it('never leads off the site', () => {
    const resume = createResumePath(memoryStore());
    resume.remember('5', '//evil.example/x', now);
    expect(resume.read('5', now)).toBeNull();
    const tampered = createResumePath(
      memoryStore({ resume_after_idle: JSON.stringify({ user: '5', path: 'https://x', at: now }) }),
    );
    expect(tampered.read('5', now)).toBeNull();
  });
});
