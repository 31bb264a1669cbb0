import { emailMaxLength } from "../inputs/text-schema";

// The security log stores bounded values (docs/security.md "Input
// validation"): what a sign-in or a form sends is recorded, but never more
// than a few hundred bytes of it, whatever reached the server.

/** The longest text the log keeps of a value: an e-mail's cap; longer ones are cut and end with "…". */
export const auditTextMaxLength = emailMaxLength;
/** The most entries of an object or items of a list the log keeps. */
export const auditEntriesMax = 20;
/** Deeper values are stored as "…". */
export const auditDepthMax = 3;
/** An IPv6 address in text is at most 45 characters. */
export const auditIpMaxLength = 45;

/** A text as the log keeps it: without NUL (PostgreSQL cannot store one), cut to `maxLength`. */
export function boundedAuditText(text: string, maxLength: number = auditTextMaxLength): string {
  const clean = text.replaceAll("\u0000", "");
  return clean.length <= maxLength ? clean : `${clean.slice(0, maxLength - 1)}…`;
}

function boundedValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return boundedAuditText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= auditDepthMax) return "…";
  if (Array.isArray(value)) return value.slice(0, auditEntriesMax).map((item) => boundedValue(item, depth + 1));
  return boundedAuditDetails(value as Record<string, unknown>, depth + 1);
}

/** The details of an audit event with every text capped, and objects and lists cut to a few entries. */
export function boundedAuditDetails(details: Record<string, unknown>, depth = 0): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details)
      .slice(0, auditEntriesMax)
      .map(([key, value]) => [boundedAuditText(key, 64), boundedValue(value, depth)]),
  );
}
