/** The identity of a company name: case and spacing differences do not make a new company. */
export function companyNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
