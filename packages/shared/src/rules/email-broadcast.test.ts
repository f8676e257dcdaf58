import { describe, expect, it } from 'vitest';
import { xlsxFileProblem } from './email-broadcast';

describe('xlsxFileProblem', () => {
  it('requires a file', () => {
    expect(xlsxFileProblem(null)).toBe('Please select an Excel .xlsx file');
    expect(xlsxFileProblem(undefined)).toBe('Please select an Excel .xlsx file');
  });

  it('accepts .xlsx in any letter case only', () => {
    expect(xlsxFileProblem({ name: 'list.XLSX', size: 10 })).toBeNull();
    expect(xlsxFileProblem({ name: 'list.xls', size: 10 })).toBe(
      'Invalid file type. Please upload an .xlsx file',
    );
    expect(xlsxFileProblem({ name: 'list.xlsx.csv', size: 10 })).toBe(
      'Invalid file type. Please upload an .xlsx file',
    );
  });

  it('refuses an empty file', () => {
    expect(xlsxFileProblem({ name: 'list.xlsx', size: 0 })).toBe('Selected file is empty');
  });
});
