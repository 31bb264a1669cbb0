import { describe, expect, it } from "vitest";
import { randomDigits, randomToken, secretsEqual, sha256Hex } from "./secret-tokens";

describe("secret tokens", () => {
  it("makes 256-bit URL-safe tokens, each different", () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(token);
  });

  it("stores tokens as SHA-256 hex", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("draws codes of the asked length, leading zeros kept", () => {
    for (let i = 0; i < 50; i++) expect(randomDigits(6)).toMatch(/^\d{6}$/);
  });

  it("compares secrets of any length without throwing", () => {
    expect(secretsEqual("same", "same")).toBe(true);
    expect(secretsEqual("same", "sane")).toBe(false);
    expect(secretsEqual("short", "longer one")).toBe(false);
    expect(secretsEqual(undefined, "x")).toBe(false);
  });
});
