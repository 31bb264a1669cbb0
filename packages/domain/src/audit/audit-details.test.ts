import { describe, expect, it } from "vitest";
import { auditEntriesMax, boundedAuditDetails, boundedAuditText } from "./audit-details";

describe("the audit log's bounded values", () => {
  it("cuts a megabyte e-mail to 254 characters and drops NUL", () => {
    const details = boundedAuditDetails({ email: `${"a".repeat(1_048_576)}@example.test`, note: "a\u0000b" });
    expect(details.email).toHaveLength(254);
    expect(String(details.email).endsWith("…")).toBe(true);
    expect(details.note).toBe("ab");
    expect(JSON.stringify(details).length).toBeLessThan(400);
  });

  it("keeps short values as they are", () => {
    const details = { email: "anne@example.test", attempts: 3, locked: false, fields: ["email"], none: null };
    expect(boundedAuditDetails(details)).toEqual(details);
    expect(boundedAuditText("192.168.0.1", 45)).toBe("192.168.0.1");
  });

  it("keeps a few entries of wide or deep values", () => {
    const wide = Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`k${index}`, "v".repeat(1000)]));
    const bounded = boundedAuditDetails({
      wide,
      list: Array.from({ length: 1000 }, () => "x"),
      deep: { a: { b: { c: { d: 1 } } } },
    });
    expect(Object.keys(bounded.wide as object)).toHaveLength(auditEntriesMax);
    expect(bounded.list).toHaveLength(auditEntriesMax);
    expect(bounded.deep).toEqual({ a: { b: { c: "…" } } });
    expect(JSON.stringify(bounded).length).toBeLessThan(20 * 20 * 260);
  });
});
