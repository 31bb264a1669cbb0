import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (the algorithm is argon2id unless
// told otherwise, so it is left out: docs/decisions.md#stack).

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (no such user, or
 * no password chosen yet) it checks against a dummy one, so the answer takes
 * as long as for a real account and does not tell which addresses exist.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash("ondine-timing-dummy-password");
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash matches nothing.
    return false;
  }
}
