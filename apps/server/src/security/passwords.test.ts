import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords";

describe("passwords", () => {
  it("hashes with argon2id and a fresh salt each time", async () => {
    const first = await hashPassword("correct horse");
    expect(first).toMatch(/^\$argon2id\$/);
    expect(await hashPassword("correct horse")).not.toBe(first);
    expect(await verifyPassword(first, "correct horse")).toBe(true);
    expect(await verifyPassword(first, "correct horsE")).toBe(false);
  });

  it("refuses every password when there is no hash or a broken one", async () => {
    expect(await verifyPassword(null, "anything")).toBe(false);
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
  });
});
