// Colleges and their degree programs (spec 1 §3). The codes are what we store; labels are what
// students see. PROGRAM_CODES is spelled out as a literal tuple so z.enum can use it; a unit test
// keeps it identical to the programs listed under COLLEGES.

export const COLLEGE_CODES = ['CoET', 'CoICT', 'SoMG'] as const;
export type TCollegeCode = (typeof COLLEGE_CODES)[number];

export const PROGRAM_CODES = [
  'CHEMICAL',
  'CIVIL',
  'ELECTRICAL',
  'MECHANICAL',
  'INDUSTRIAL',
  'TEXTILE_DESIGN',
  'TEXTILE_ENGINEERING',
  'ARCHITECTURE',
  'QUANTITY_SURVEYING',
  'GEOMATIC',
  'COMPUTER',
  'ELECTRONIC_SCIENCE',
  'COMPUTER_ENGINEERING',
  'TELECOMMUNICATIONS',
  'BUSINESS_IT',
  'ELECTRONIC_ENGINEERING',
  'MINING',
  'GEOLOGY_GEOTHERMAL',
  'PETROLEUM_GEOLOGY',
  'GEOLOGY',
  'GEOLOGY_WITH',
  'ENGINEERING_GEOLOGY',
  'METALLURGY_MINERAL',
  'PETROLEUM',
  'GEOPHYSICS',
] as const;
export type TProgramCode = (typeof PROGRAM_CODES)[number];

export interface TProgram {
  code: TProgramCode;
  label: string;
}

export interface TCollege {
  code: TCollegeCode;
  /** Full heading, also printed at the top of every log book page. */
  name: string;
  programs: readonly TProgram[];
}

export const COLLEGES: readonly TCollege[] = [
  {
    code: 'CoET',
    name: 'College of Engineering and Technology (CoET)',
    programs: [
      { code: 'CHEMICAL', label: 'Chemical and Process Engineering' },
      { code: 'CIVIL', label: 'Civil Engineering' },
      { code: 'ELECTRICAL', label: 'Electrical Engineering' },
      { code: 'MECHANICAL', label: 'Mechanical Engineering' },
      { code: 'INDUSTRIAL', label: 'Industrial Engineering' },
      { code: 'TEXTILE_DESIGN', label: 'Textile Design and Technology' },
      { code: 'TEXTILE_ENGINEERING', label: 'Textile Engineering' },
      { code: 'ARCHITECTURE', label: 'Architecture' },
      { code: 'QUANTITY_SURVEYING', label: 'Quantity Surveying' },
      { code: 'GEOMATIC', label: 'Geomatics' },
    ],
  },
  {
    code: 'CoICT',
    name: 'College of Information and Communication Technologies (CoICT)',
    programs: [
      { code: 'COMPUTER', label: 'Computer Science' },
      { code: 'ELECTRONIC_SCIENCE', label: 'Electronic Science and Communication' },
      { code: 'COMPUTER_ENGINEERING', label: 'Computer Engineering and Information Technology' },
      { code: 'TELECOMMUNICATIONS', label: 'Telecommunications Engineering' },
      { code: 'BUSINESS_IT', label: 'Business Information Technology' },
      { code: 'ELECTRONIC_ENGINEERING', label: 'Electronic Engineering' },
    ],
  },
  {
    code: 'SoMG',
    name: 'School of Mines and Geosciences (SoMG)',
    programs: [
      { code: 'MINING', label: 'Mining Engineering' },
      { code: 'GEOLOGY_GEOTHERMAL', label: 'Geology with Geothermal' },
      { code: 'PETROLEUM_GEOLOGY', label: 'Petroleum Geology' },
      { code: 'GEOLOGY', label: 'Geology' },
      { code: 'GEOLOGY_WITH', label: 'BSc with Geology' },
      { code: 'ENGINEERING_GEOLOGY', label: 'Engineering Geology' },
      { code: 'METALLURGY_MINERAL', label: 'Metallurgy and Mineral Processing Engineering' },
      { code: 'PETROLEUM', label: 'Petroleum Engineering' },
      { code: 'GEOPHYSICS', label: 'Geophysics' },
    ],
  },
];

/** The university whose colleges and programs COLLEGES lists (named in the supervisor's mail). */
export const UNIVERSITY_NAME = 'University of Dar es Salaam';

/** Department for any program the mapping of spec 1 §3 does not name (and for no program). */
export const GENERAL_DEPARTMENT = 'General Engineering Department';

/** Department of each program, exactly as spec 1 §3 derives it. */
export const PROGRAM_DEPARTMENTS: Readonly<Record<TProgramCode, string>> = {
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
