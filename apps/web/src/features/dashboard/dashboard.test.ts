import { describe, expect, it } from 'vitest';
import { companyLine, firstNameOf, roadmapNodes, statusWord, weeklyBadge } from './dashboard';

describe('roadmapNodes', () => {
  it("words each week's state, from the same cards as the overview", () => {
    const nodes = roadmapNodes([
      { week: 1, status: 'in-progress', isCurrent: false },
      { week: 2, status: 'completed', isCurrent: false },
      { week: 3, status: 'in-progress', isCurrent: true },
      { week: 4, status: 'not-started', isCurrent: false },
    ]);
    expect(nodes.map((node) => node.stateWord)).toEqual([
      'inProgress',
      'completed',
      'inProgress',
      'upcoming',
    ]);
    expect(nodes[2]).toMatchObject({ state: 'in-progress', isCurrent: true });
  });
});

describe('dashboard texts', () => {
  it('greets the first name found', () => {
    expect(firstNameOf('  ', null, 'Asha')).toBe('Asha');
    expect(firstNameOf(undefined)).toBe('');
  });

  it('joins company and region', () => {
    expect(companyLine('TBL', 'Dar es Salaam')).toBe('TBL · Dar es Salaam');
    expect(companyLine('TBL', null)).toBe('TBL');
    expect(companyLine(' ', null)).toBeNull();
  });

  it('words statuses', () => {
    expect(statusWord('pending')).toBe('Pending');
    expect(statusWord('in_progress')).toBe('In progress');
    expect(statusWord('')).toBe('Pending');
    expect(weeklyBadge('SUBMITTED')).toBe('SUBMITTED');
    expect(weeklyBadge('')).toBe('DRAFT');
    expect(weeklyBadge(null)).toBe('DRAFT');
  });
});
