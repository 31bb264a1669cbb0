import type { FastifyReply } from "fastify";

/**
 * Adds `field` to the answer's `Vary`, keeping the fields already named there
 * (a cached answer's `Cookie, X-API-TOKEN`, the language's): `reply.header`
 * would replace them. Named once, whatever its case; `*` already covers it.
 */
export function varyOn(reply: FastifyReply, field: string): void {
  const current = reply.getHeader("vary");
  const listed = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  const lowered = field.toLowerCase();
  if (listed.some((name) => name === "*" || name.toLowerCase() === lowered)) return;
  reply.header("vary", [...listed, field].join(", "));
}
