import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** 32 random bytes, URL-safe: session cookies, mailed links, API tokens. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The SHA-256 (hex) under which a token is stored. The tokens are 256 random
 * bits, so a fast unsalted hash is enough: the table alone cannot be replayed.
 */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** A numeric code of `length` digits, uniformly drawn (leading zeros kept). */
export function randomDigits(length: number): string {
  return randomInt(0, 10 ** length)
    .toString()
    .padStart(length, "0");
}

/** Compares two secrets in constant time (for equal lengths; a length mismatch is simply false). */
export function secretsEqual(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
