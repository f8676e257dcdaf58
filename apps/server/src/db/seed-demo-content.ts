// What the demo seed writes: a student with a week and a half of real-looking daily entries,
// and a staff member. The texts are kept exactly as students write them (spelling included),
// because the AI writing assistant is demonstrated on them.

export const DEMO_STUDENT = {
  email: 'student@ptlogbook.test',
  password: 'Student123!',
  firstName: 'Amina',
  lastName: 'Mushi',
  phoneNumber: '+255712345678',
  studentId: '2022-04-08731',
  program: 'ELECTRICAL',
  yearOfStudy: 3,
  ptPhase: 'PT2',
  supervisorName: 'Eng. Joseph Mrema',
  supervisorEmail: 'joseph.mrema@ptlogbook.test',
  companyName: 'Tanzania Electric Supply Company (TANESCO)',
  companyRegion: 'Dar es Salaam',
} as const;

export const DEMO_STAFF = {
  email: 'staff@ptlogbook.test',
  password: 'Staff123!',
  firstName: 'Neema',
  lastName: 'Kimaro',
} as const;

export interface TDemoEntry {
  week: 1 | 2;
  /** 0 = Monday … 4 = Friday. */
  weekday: 0 | 1 | 2 | 3 | 4;
  hours: number;
  description: string;
}

export const DEMO_DAILY_ENTRIES: readonly TDemoEntry[] = [
  {
    week: 1,
    weekday: 0,
    hours: 8,
    description: 'instal new cable and test motor, mantenance of pump',
  },
  { week: 1, weekday: 1, hours: 8, description: 'check the conveyer belt and replce bearing' },
  { week: 1, weekday: 2, hours: 7, description: 'help tecnician to wire the control panel' },
  {
    week: 1,
    weekday: 3,
    hours: 8,
    description: 'meggar test on 3phase motor insulation resistance, recorded readings',
  },
  {
    week: 1,
    weekday: 4,
    hours: 6.5,
    description: 'trouble shooting of DOL starter, contactor coil was burnt we replaced it',
  },
  {
    week: 2,
    weekday: 0,
    hours: 8,
    description: 'we did earthing of new transformer at substation with supervisor',
  },
  {
    week: 2,
    weekday: 1,
    hours: 8,
    description: 'routine inspection of distribution board na kubadilisha fuse',
  },
  {
    week: 2,
    weekday: 2,
    hours: 7.5,
    description: 'installed lighting circuit in new workshop, tested with multimeter',
  },
];
