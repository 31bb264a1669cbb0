import { Secret, TOTP, URI } from "otpauth";
import { describe, expect, it } from "vitest";
import { acceptTotpCode, newTotpSecret, totpAddress, totpCodeAt, totpStepAt } from "./totp";
import { totpSettings } from "./two-factor-schemas";

const bytes = Uint8Array.from({ length: totpSettings.secretBytes }, (_, index) => index * 13);
const secret = newTotpSecret(bytes);
// 10 s into a step, so that ±15 s stays within it.
const stepMs = totpSettings.periodSeconds * 1000;
const nowMs = 1_780_000_000_000 - (1_780_000_000_000 % stepMs) + 10_000;
const step = totpStepAt(nowMs);

/** The code an app with this secret shows at `atMs` (computed by otpauth itself, not by our code). */
const appCode = (atMs: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: atMs });

describe("TOTP secret and address", () => {
  it("encodes the random bytes in base32 (what an app's key field takes)", () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).bytes).toEqual(bytes);
    expect(newTotpSecret(new Uint8Array(totpSettings.secretBytes).fill(255))).not.toBe(secret);
  });

  it("refuses fewer or more bytes than a secret takes", () => {
    expect(() => newTotpSecret(new Uint8Array(10))).toThrow(RangeError);
    expect(() => newTotpSecret(new Uint8Array(32))).toThrow(RangeError);
  });

  it("writes the otpauth:// address with the issuer, the account and RFC 6238's defaults", () => {
    const address = totpAddress({ secret, accountName: "claire@hotel.example" });
    expect(address.startsWith("otpauth://totp/Ondine:claire%40hotel.example?")).toBe(true);
    const parsed = URI.parse(address);
    expect(parsed).toBeInstanceOf(TOTP);
    expect(parsed).toMatchObject({ issuer: "Ondine", label: "claire@hotel.example", digits: 6, period: 30 });
    expect((parsed as TOTP).algorithm).toBe("SHA1");
    expect((parsed as TOTP).secret.base32).toBe(secret);
  });

  it("computes the code of a step as the app does", () => {
    expect(totpCodeAt({ secret, step })).toBe(appCode(nowMs));
    expect(totpCodeAt({ secret, step: step + 1 })).toBe(appCode(nowMs + stepMs));
  });
});

describe("acceptTotpCode", () => {
  const check = (code: string, options: { at?: number; lastUsedStep?: number | null } = {}) =>
    acceptTotpCode({ secret, code, nowMs: options.at ?? nowMs, lastUsedStep: options.lastUsedStep ?? null });

  it("accepts the code of now, returning its step", () => {
    expect(check(appCode(nowMs))).toEqual({ ok: true, step });
  });

  it("accepts one step either side of now (the window's edges), not two", () => {
    expect(check(appCode(nowMs - stepMs))).toEqual({ ok: true, step: step - 1 });
    expect(check(appCode(nowMs + stepMs))).toEqual({ ok: true, step: step + 1 });
    expect(check(appCode(nowMs - 2 * stepMs))).toEqual({ ok: false, reason: "invalid" });
    expect(check(appCode(nowMs + 2 * stepMs))).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses the step already used, even within the window", () => {
    const code = appCode(nowMs);
    expect(check(code, { lastUsedStep: step })).toEqual({ ok: false, reason: "replayed" });
    // 20 s later the same code is still in the window: still refused.
    expect(check(code, { at: nowMs + 20_000, lastUsedStep: step })).toEqual({ ok: false, reason: "replayed" });
  });

  it("refuses an older step once a newer one was used", () => {
    expect(check(appCode(nowMs - stepMs), { lastUsedStep: step })).toEqual({ ok: false, reason: "replayed" });
    expect(check(appCode(nowMs), { lastUsedStep: step + 1 })).toEqual({ ok: false, reason: "replayed" });
    expect(check(appCode(nowMs + stepMs), { lastUsedStep: step })).toEqual({ ok: true, step: step + 1 });
  });

  it("refuses a wrong code, and anything that is not six digits", () => {
    const right = appCode(nowMs);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    const others = [-1, 0, 1].map((delta) => appCode(nowMs + delta * stepMs));
    expect(others).not.toContain(wrong);
    expect(check(wrong)).toEqual({ ok: false, reason: "invalid" });
    expect(check(right.slice(0, 5))).toEqual({ ok: false, reason: "invalid" });
    expect(check(` ${right}`)).toEqual({ ok: false, reason: "invalid" });
    expect(check("abcdef")).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses another secret's code", () => {
    const other = newTotpSecret(new Uint8Array(totpSettings.secretBytes).fill(7));
    const code = TOTP.generate({ secret: Secret.fromBase32(other), timestamp: nowMs });
    const mine = [-1, 0, 1].map((delta) => appCode(nowMs + delta * stepMs));
    expect(check(code)).toEqual(
      mine.includes(code) ? { ok: true, step: expect.any(Number) } : { ok: false, reason: "invalid" },
    );
  });
});
