import { describe, expect, it } from 'vitest';
import { COLLEGES, PROGRAM_CODES, type TProgramCode } from '../constants/colleges';
import {
  collegeOfProgram,
  departmentOfProgram,
  isProgramCode,
  programCodeFromLabel,
  programLabel,
} from './programs';

describe('COLLEGES and PROGRAM_CODES', () => {
  it('list the same programs, each exactly once', () => {
    const fromColleges = COLLEGES.flatMap((college) => college.programs.map((p) => p.code));
    expect([...fromColleges].sort()).toEqual([...PROGRAM_CODES].sort());
    expect(new Set(fromColleges).size).toBe(fromColleges.length);
  });

  it('have the three college headings of the log book page', () => {
    expect(COLLEGES.map((college) => college.name)).toEqual([
      'College of Engineering and Technology (CoET)',
      'College of Information and Communication Technologies (CoICT)',
      'School of Mines and Geosciences (SoMG)',
    ]);
  });

  it('give every program a distinct label', () => {
    const labels = COLLEGES.flatMap((college) => college.programs.map((p) => p.label));
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('departmentOfProgram', () => {
  const expected: Record<TProgramCode, string> = {
    MECHANICAL: 'Mechanical and Industrial Engineering Department',
    TEXTILE_DESIGN: 'Mechanical and Industrial Engineering Department',
    TEXTILE_ENGINEERING: 'Mechanical and Industrial Engineering Department',
    INDUSTRIAL: 'Mechanical and Industrial Engineering Department',
    ELECTRICAL: 'Electrical Engineering Department',
    CIVIL: 'Civil Engineering Department',
    CHEMICAL: 'Chemical Engineering Department',
    GEOMATIC: 'Transportation and Geotechnical Engineering Department',
    ARCHITECTURE: 'Departments of Structural and Construction Engineering',
    QUANTITY_SURVEYING: 'Departments of Structural and Construction Engineering',
    COMPUTER: 'Computer Science Department',
    ELECTRONIC_SCIENCE: 'Electronic Science and Communication Department',
    COMPUTER_ENGINEERING: 'Computer Engineering and Information Technology Department',
    TELECOMMUNICATIONS: 'Telecommunications Engineering Department',
    BUSINESS_IT: 'Business Information Technology Department',
    ELECTRONIC_ENGINEERING: 'Electronic Engineering Department',
    GEOPHYSICS: 'Geophysics Department',
    MINING: 'Geology and Mining Department',
    GEOLOGY_GEOTHERMAL: 'Geology and Mining Department',
    PETROLEUM_GEOLOGY: 'Geology and Mining Department',
    GEOLOGY: 'Geology and Mining Department',
    GEOLOGY_WITH: 'Geology and Mining Department',
    ENGINEERING_GEOLOGY: 'Geology and Mining Department',
    PETROLEUM: 'Geology and Mining Department',
    METALLURGY_MINERAL: 'Metallurgy and Mineral Processing Department',
  };

  it.each(PROGRAM_CODES.map((code) => [code, expected[code]]))('%s → %s', (code, department) => {
    expect(departmentOfProgram(code)).toBe(department);
  });

  it('falls back to the General Engineering Department', () => {
    for (const value of ['', null, undefined, 'ASTRONOMY']) {
      expect(departmentOfProgram(value)).toBe('General Engineering Department');
    }
  });

  it('also accepts a display label', () => {
    expect(departmentOfProgram('Geomatics')).toBe(
      'Transportation and Geotechnical Engineering Department',
    );
  });
});

describe('programCodeFromLabel', () => {
  it('maps display names to codes, case-insensitively and ignoring outer spaces', () => {
    expect(programCodeFromLabel('Chemical and Process Engineering')).toBe('CHEMICAL');
    expect(programCodeFromLabel('  computer science ')).toBe('COMPUTER');
    expect(programCodeFromLabel('BSc with Geology')).toBe('GEOLOGY_WITH');
  });

  it('passes codes through', () => {
    expect(programCodeFromLabel('ELECTRICAL')).toBe('ELECTRICAL');
    expect(programCodeFromLabel('business_it')).toBe('BUSINESS_IT');
  });

  it('round-trips every program label', () => {
    for (const code of PROGRAM_CODES) expect(programCodeFromLabel(programLabel(code))).toBe(code);
  });

  it('returns null for unknown or empty values', () => {
    expect(programCodeFromLabel('Basket Weaving')).toBeNull();
    expect(programCodeFromLabel('')).toBeNull();
    expect(programCodeFromLabel(null)).toBeNull();
  });
});

describe('programLabel, collegeOfProgram, isProgramCode', () => {
  it('labels known programs and shows unknown values as given', () => {
    expect(programLabel('CIVIL')).toBe('Civil Engineering');
    expect(programLabel('ELECTRONIC_SCIENCE')).toBe('Electronic Science and Communication');
    expect(programLabel('Something Else')).toBe('Something Else');
    expect(programLabel(null)).toBe('');
  });

  it('finds the college of a program', () => {
    expect(collegeOfProgram('ELECTRICAL')?.code).toBe('CoET');
    expect(collegeOfProgram('TELECOMMUNICATIONS')?.code).toBe('CoICT');
    expect(collegeOfProgram('PETROLEUM')?.name).toBe('School of Mines and Geosciences (SoMG)');
    expect(collegeOfProgram('UNKNOWN')).toBeUndefined();
    expect(collegeOfProgram(undefined)).toBeUndefined();
  });

  it('recognises codes only in their exact spelling', () => {
    expect(isProgramCode('CIVIL')).toBe(true);
    expect(isProgramCode('civil')).toBe(false);
    expect(isProgramCode(3)).toBe(false);
  });
});
