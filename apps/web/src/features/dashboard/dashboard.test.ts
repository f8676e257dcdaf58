import { describe, expect, it } from 'vitest';
import { companyLine, firstNameOf, roadmapNodes, statusWord, weeklyBadge } from './dashboard';

describe('roadmapNodes', () => {
  it('marks earlier weeks completed, the current in progress and later ones upcoming', () => {
    const nodes = roadmapNodes(3);
    expect(nodes).toHaveLength(8);
    expect(nodes.map((node) => node.state)).toEqual([
      'completed',
      'completed',
      'in-progress',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(nodes[0]!.label).toBe('Week 1: completed');
    expect(nodes[2]!.label).toBe('Week 3: in progress');
    expect(nodes[7]!.label).toBe('Week 8: upcoming');
  });

  it('has every week completed but the last in week 8', () => {
    expect(roadmapNodes(8).filter((node) => node.state === 'completed')).toHaveLength(7);
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
