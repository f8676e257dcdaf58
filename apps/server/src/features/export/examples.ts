// The PT assessment guide's examples (spec 2 §2 /pt-assessment "Download example"): a log book
// week as our own export prints it, made at request time from a realistic week written the way a
// good log book reads (the daily entries are the fixture's phone-typed texts, written out well),
// and the outline of the general report. Nothing here is a stored file.
import { COLLEGES, collegeOfProgram, ptPhaseLabel } from '@ptlog/shared';
import type { TExportDocument, TExportWeek } from './export.model';
import { generatedAt } from './export.service';

/** Printed where a real export prints its verification code: an example verifies nothing. */
export const EXAMPLE_CODE = 'EXAMPLE';

export const EXAMPLE_WEEK: TExportWeek = {
  weekNumber: 3,
  startDate: '2025-08-04',
  endDate: '2025-08-08',
  days: [
    {
      label: 'Monday',
      date: '2025-08-04',
      hours: 8,
      description:
        'Installed a new supply cable to the pump motor and tested it; routine maintenance of the pump (bearings greased, coupling checked).',
    },
    {
      label: 'Tuesday',
      date: '2025-08-05',
      hours: 8,
      description:
        'Replaced a worn bearing on the conveyor tail pulley, then checked the belt tension and alignment.',
    },
    {
      label: 'Wednesday',
      date: '2025-08-06',
      hours: 7,
      description:
        'Helped the technician wire the control panel of the new pump: contactor, overload relay, push buttons.',
    },
    {
      label: 'Thursday',
      date: '2025-08-07',
      hours: 8,
      description:
        'Megger test on a three-phase motor: insulation resistance of the windings to earth at 500 V, readings recorded.',
    },
    {
      label: 'Friday',
      date: '2025-08-08',
      hours: 6.5,
      description:
        'Troubleshooting of a DOL starter: found a burnt contactor coil, replaced it and tested the starter.',
    },
  ],
  totalHours: 37.5,
  mainJobTitle: 'Maintenance of a three-phase pump motor and its DOL starter',
  operations: [
    {
      step: 1,
      description: 'Isolated and locked off the supply; proved the circuit dead.',
      tools: 'Voltage tester, padlock and tag',
    },
    {
      step: 2,
      description: 'Measured the insulation resistance of the motor windings.',
      tools: 'Insulation tester (megger) 500 V',
    },
    {
      step: 3,
      description: 'Replaced the contactor coil, reconnected and ran the motor.',
      tools: 'Screwdrivers, clamp meter, multimeter',
    },
  ],
};

/** The example log book week as an export document, stamped with the time it was made. */
export function exampleWeekDocument(publicUrl: string, now: Date): TExportDocument {
  return {
    kind: 'weekly',
    college: collegeOfProgram('ELECTRICAL')?.name ?? COLLEGES[0]!.name,
    student: {
      fullName: 'Example Student',
      registrationNumber: '2023-04-00000',
      program: 'Electrical Engineering',
      ptPhase: ptPhaseLabel('PT2'),
      company: 'Example Power Works Ltd',
      region: 'Dar es Salaam',
      supervisor: 'Eng. Example Supervisor',
    },
    weeks: [EXAMPLE_WEEK],
    code: EXAMPLE_CODE,
    verifyUrl: `${publicUrl}/verify/${EXAMPLE_CODE}`,
    generatedAt: generatedAt(now),
  };
}
