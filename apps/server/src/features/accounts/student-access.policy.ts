// Who may read a student's data (reports, exports, payments): a student their own, staff anyone's.
// Pure rules on the requester; routes guarded by `requireAuth({ staffOnly: true })` need none.

/** The signed-in user as far as access is concerned. */
export interface TRequester {
  id: number;
  isStaff: boolean;
}

/** Students reach only their own data; staff reach every student's. */
export function canReadStudent(requester: TRequester, ownerId: number): boolean {
  return requester.isStaff || requester.id === ownerId;
}

/**
 * The owner a query must be limited to so it answers only what the requester may read:
 * undefined for staff (every owner), the requester's own id for a student.
 */
export function ownerFilterFor(requester: TRequester): number | undefined {
  return requester.isStaff ? undefined : requester.id;
}
