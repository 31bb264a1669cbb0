import { describe, expect, it } from "vitest";
import { drawFreshPrivateKey, drawPrivateKey, isWpaPassphrase } from "./private-key";
import { privateKeyRules } from "./private-wifi-codes";

/** A random source that plays the given indexes in turn, round and round. */
function sequence(...indexes: number[]) {
  let turn = 0;
  return (size: number) => {
    const index = indexes[turn % indexes.length] ?? 0;
    turn += 1;
    return index % size;
  };
}

describe("private keys (docs/private-wifi.md#keys)", () => {
  it("draws 12 characters of an alphabet without look-alikes", () => {
    const key = drawPrivateKey((size) => Math.floor(Math.random() * size));
    expect(key).toHaveLength(privateKeyRules.generatedLength);
    expect(key).toMatch(/^[A-HJ-NP-Za-km-z2-9]+$/);
    for (const lookAlike of ["0", "O", "1", "l", "I"]) expect(privateKeyRules.alphabet).not.toContain(lookAlike);
    expect(isWpaPassphrase(key)).toBe(true);
  });

  it("uses every letter of the alphabet", () => {
    const seen = new Set(drawPrivateKey(sequence(...Array.from({ length: 12 }, (_, index) => index))));
    expect(seen.size).toBe(12);
    const all = Array.from({ length: privateKeyRules.alphabet.length }, (_, index) => index);
    const keys = Array.from({ length: 5 }, (_, turn) => drawPrivateKey(sequence(...all.slice(turn * 12))));
    expect(new Set(keys.join("")).size).toBe(privateKeyRules.alphabet.length);
  });

  it("draws again when the key is taken, and gives up after the last draw", () => {
    const taken = new Set([drawPrivateKey(sequence(0))]);
    const fresh = drawFreshPrivateKey(sequence(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1), (key) => taken.has(key));
    expect(fresh).toBeDefined();
    expect(taken.has(fresh as string)).toBe(false);
    expect(drawFreshPrivateKey(sequence(0), (key) => taken.has(key))).toBeUndefined();
  });

  it("knows a WPA2 passphrase: 8 to 63 printable ASCII characters", () => {
    expect(isWpaPassphrase("a".repeat(8))).toBe(true);
    expect(isWpaPassphrase("a".repeat(63))).toBe(true);
    expect(isWpaPassphrase("a".repeat(7))).toBe(false);
    expect(isWpaPassphrase("a".repeat(64))).toBe(false);
    expect(isWpaPassphrase("clé-à-molette")).toBe(false);
    expect(isWpaPassphrase("tab\there")).toBe(false);
  });
});
