import { describe, expect, it } from 'vitest';
import { nameKey } from './name-key';

describe('nameKey', () => {
  it('ignores case and runs of spaces', () => {
    expect(nameKey('  TANESCO \t Ubungo ')).toBe('tanesco ubungo');
  });

  it('makes a composed and a decomposed accent one name', () => {
    expect(nameKey('Caf\u00e9 Moshi')).toBe(nameKey('Cafe\u0301 Moshi'));
    expect(nameKey('CAFE\u0301 MOSHI')).toBe('caf\u00e9 moshi');
  });

  it('keeps names that differ in letters apart', () => {
    expect(nameKey('Cafe Moshi')).not.toBe(nameKey('Caf\u00e9 Moshi'));
  });
});
