import { describe, expect, it } from 'vitest';
import { PT_PHASES } from '../constants/pt-phases';
import { isPtPhase, ptPhaseFromLabel, ptPhaseLabel } from './pt-phases';

describe('PT phases', () => {
  it('are PT1, PT2 and PT3', () => {
    expect(PT_PHASES).toEqual(['PT1', 'PT2', 'PT3']);
  });

  it('display as Practical Training N', () => {
    expect(PT_PHASES.map(ptPhaseLabel)).toEqual([
      'Practical Training 1',
      'Practical Training 2',
      'Practical Training 3',
    ]);
  });

  it('map display names back to codes, case-insensitively', () => {
    expect(ptPhaseFromLabel('Practical Training 1')).toBe('PT1');
    expect(ptPhaseFromLabel('practical training 3 ')).toBe('PT3');
  });

  it('pass codes through', () => {
    expect(ptPhaseFromLabel('PT2')).toBe('PT2');
    expect(ptPhaseFromLabel('pt2')).toBe('PT2');
  });

  it('give null for unknown or empty values', () => {
    expect(ptPhaseFromLabel('Practical Training 4')).toBeNull();
    expect(ptPhaseFromLabel('PT4')).toBeNull();
    expect(ptPhaseFromLabel('')).toBeNull();
    expect(ptPhaseFromLabel(undefined)).toBeNull();
  });

  it('recognise exact codes only', () => {
    expect(isPtPhase('PT1')).toBe(true);
    expect(isPtPhase('pt1')).toBe(false);
  });
});
