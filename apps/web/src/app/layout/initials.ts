/** Initials of first and last name for the avatar; falls back to the e-mail's first letter. */
export function initialsOf(
  firstName?: string | null,
  lastName?: string | null,
  fallback?: string | null,
): string {
  const letters = [firstName, lastName]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || (fallback?.trim().charAt(0).toUpperCase() ?? '') || '?';
}
