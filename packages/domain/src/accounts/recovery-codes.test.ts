import { describe, expect, it } from "vitest";
import { drawRecoveryCodes, normaliseRecoveryCode } from "./recovery-codes";
import { recoveryCodeSettings } from "./two-factor-schemas";

/** A deterministic byte source (Numerical Recipes' 32-bit linear congruential generator, its high byte). */
function seededBytes(seed: number) {
  let state = seed >>> 0;
  return (count: number) =>
    Uint8Array.from({ length: count }, () => {
      state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
      return state >>> 24;
    });
}

describe("drawRecoveryCodes", () => {
  it("draws 10 distinct codes of two groups of 5 letters of the alphabet", () => {
    const codes = drawRecoveryCodes(seededBytes(1));
    expect(codes).toHaveLength(recoveryCodeSettings.count);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes)
      expect(code).toMatch(/^[23456789abcdefghjkmnpqrstuvwxyz]{5}-[23456789abcdefghjkmnpqrstuvwxyz]{5}$/);
  });

  it("never uses a look-alike (0, 1, i, l, o)", () => {
    const letters = drawRecoveryCodes(seededBytes(2)).join("");
    expect(letters).not.toMatch(/[01ilo]/);
  });

  it("discards the bytes that would favour the first letters (248 and above)", () => {
    // 31 letters: bytes 248..255 would map to 0..7 again; they are skipped. 0, 31 and 62 give "2"; 30 and 247 "z".
    // The first call asks for 10 bytes and keeps 7; the second asks for the 3 missing.
    const queue = [255, 248, 0, 30, 31, 62, 249, 247, 1, 2, 3, 4, 5];
    // Then any acceptable bytes, for the other nine codes.
    const rest = seededBytes(3);
    const codes = drawRecoveryCodes((count) =>
      Uint8Array.from({ length: count }, (_, index) => queue.shift() ?? (rest(1)[0] ?? index) % 248),
    );
    expect(codes[0]).toBe("2z22z-34567");
  });

  it("spreads the letters evenly (no bias towards the start of the alphabet)", () => {
    const counts = new Map<string, number>();
    // Every byte value equally often: unbiased sampling gives every letter the same count.
    let next = 0;
    const everyByte = (count: number) => Uint8Array.from({ length: count }, () => next++ % 256);
    for (let round = 0; round < 100; round++) {
      for (const letter of drawRecoveryCodes(everyByte).join("").replaceAll("-", "")) {
        counts.set(letter, (counts.get(letter) ?? 0) + 1);
      }
    }
    expect(counts.size).toBe(recoveryCodeSettings.alphabet.length);
    const values = [...counts.values()];
    expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
  });
});

describe("normaliseRecoveryCode", () => {
  it("ignores case, spaces and dashes, typographic ones too", () => {
    expect(normaliseRecoveryCode("K7M2P-X9Q4R")).toBe("k7m2px9q4r");
    expect(normaliseRecoveryCode(" k7m2p x9q4r ")).toBe("k7m2px9q4r");
    expect(normaliseRecoveryCode("k7m2p–x9q4r")).toBe("k7m2px9q4r");
    expect(normaliseRecoveryCode("k7m2p\tx9q-4r")).toBe("k7m2px9q4r");
  });

  it("keeps other characters, so a wrong code stays wrong", () => {
    expect(normaliseRecoveryCode("k7m2p_x9q4r")).toBe("k7m2p_x9q4r");
  });
});
