import { recoveryCodeSettings } from "./two-factor-schemas";

// Recovery codes (docs/security.md "Two-factor sign-in"): single-use codes for a lost phone,
// `k7m2p-x9q4r`. The randomness is the caller's (crypto.randomBytes on the server).

const { alphabet, count, groupLength } = recoveryCodeSettings;
/** Bytes at or above this would favour the alphabet's first letters (256 is not a multiple of its size): drawn again. */
const unbiasedByteLimit = Math.floor(256 / alphabet.length) * alphabet.length;

/** `length` letters of the alphabet, each equally likely (rejection sampling over random bytes). */
function drawLetters(random: (byteCount: number) => Uint8Array, length: number): string {
  let letters = "";
  while (letters.length < length) {
    for (const byte of random(length - letters.length)) {
      if (byte < unbiasedByteLimit && letters.length < length) letters += alphabet[byte % alphabet.length];
    }
  }
  return letters;
}

/** A fresh set of `recoveryCodeSettings.count` distinct codes, as shown to the user (`xxxxx-xxxxx`). */
export function drawRecoveryCodes(random: (byteCount: number) => Uint8Array): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    const letters = drawLetters(random, groupLength * 2);
    codes.add(`${letters.slice(0, groupLength)}-${letters.slice(groupLength)}`);
  }
  return [...codes];
}

/**
 * A recovery code as typed, in the form it is hashed in: lowercase, without spaces or dashes (the
 * typographic ones too, which a phone's keyboard may put in).
 */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s\-\u2010-\u2015]/g, "");
}
