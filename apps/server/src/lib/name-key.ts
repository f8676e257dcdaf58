/**
 * The identity of a typed name: case, spacing and Unicode spelling differences do not count.
 * "TANESCO  Ubungo" and "tanesco ubungo" are one name, and so are "é" typed as one code point and
 * as "e" plus a combining accent (phones' keyboards produce either). Company rows store this key
 * (`companies.name_key`; migration 0020 brought older keys to NFC), so its rule must not change
 * without a migration.
 */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase().normalize('NFC');
}
