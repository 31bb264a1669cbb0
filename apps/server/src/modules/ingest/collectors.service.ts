import type { FastifyRequest } from "fastify";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import { randomToken, sha256Hex } from "../../security/secret-tokens";
import { findCollectorByTokenHash, type IngestCollector, insertCollector } from "./collectors.repository";

/**
 * Registers a collector allowed to report `siteIds` and returns its bearer
 * token, which is shown this once: only its SHA-256 is stored.
 */
export async function createCollector(
  db: Database,
  values: { name: string; siteIds: readonly number[] },
): Promise<{ id: number; token: string }> {
  const token = randomToken();
  const id = await insertCollector(db, { name: values.name, tokenHash: sha256Hex(token), siteIds: values.siteIds });
  return { id, token };
}

const bearer = /^Bearer\s+(\S+)\s*$/i;

/** The collector of `Authorization: Bearer <token>`, or 401 NOT_AUTHORIZED: the first beat of every ingest route. */
export async function requireCollector(db: Database, request: FastifyRequest): Promise<IngestCollector> {
  const token = bearer.exec(request.headers.authorization ?? "")?.[1];
  const collector = token ? await findCollectorByTokenHash(db, sha256Hex(token)) : undefined;
  if (!collector) throw new AppError("NOT_AUTHORIZED", "A collector token is required (Authorization: Bearer).");
  return collector;
}
