import { hash, verify } from '@node-rs/argon2';

// The library's defaults are argon2id with 19 MiB memory, 2 passes and 1 lane: OWASP's
// recommended minimum. The parameters are stored in the hash, so raising them later still
// verifies old hashes.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a stored value that is not a valid hash. */
export async function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
