import { LIMITS, MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../i18n/i18n';
import { RESOURCES_NS } from './i18n';
import { departmentLabel, formatFileSize, resourceFileProblem } from './resources';

describe('resources helpers', () => {
  it('names the empty department "All departments", in the reader\'s language', async () => {
    const english = i18n.getFixedT('en', RESOURCES_NS);
    expect(departmentLabel('', english)).toBe('All departments');
    await stringsReady('sw');
    expect(departmentLabel('', i18n.getFixedT('sw', RESOURCES_NS))).toBe('Idara zote');
    expect(departmentLabel('Civil Engineering Department', english)).toBe(
      'Civil Engineering Department',
    );
  });
  it('formats file sizes', () => {
    expect(formatFileSize(532)).toBe('532 B');
    expect(formatFileSize(20_480)).toBe('20 KB');
    expect(formatFileSize(3_500_000)).toBe('3.3 MB');
  });
  it('checks the chosen file before sending it', () => {
    expect(resourceFileProblem(null)).toBe(MESSAGES.resources.fileRequired);
    expect(resourceFileProblem({ size: 0 })).toBe(MESSAGES.resources.fileEmpty);
    expect(resourceFileProblem({ size: LIMITS.RESOURCE_MAX_BYTES + 1 })).toBe(
      MESSAGES.resources.fileTooLarge,
    );
    expect(resourceFileProblem({ size: LIMITS.RESOURCE_MAX_BYTES })).toBeNull();
  });
});
