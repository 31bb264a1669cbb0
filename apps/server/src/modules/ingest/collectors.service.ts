import type { FastifyRequest } from "fastify";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import { randomToken, sha256Hex } from "../../security/secret-tokens";
import {
  findCollectorByTokenHash,
  findCollectorsByNamePrefix,
  type IngestCollector,
  insertCollector,
  updateCollectorTokenHash,
} from "./collectors.repository";

// The collector a request is signed in as, for the routes (which import no repository).
export type { IngestCollector };

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

/**
 * Gives each collector whose name starts with `namePrefix` a new token and
 * returns them (shown this once): a tool that plays collectors (tools/start)
 * takes them before the server starts, and keeps them in memory only.
 */
export async function rotateCollectorTokens(
  db: Database,
  namePrefix: string,
): Promise<{ id: number; name: string; siteIds: number[]; token: string }[]> {
  const found = await findCollectorsByNamePrefix(db, namePrefix);
  const rotated: { id: number; name: string; siteIds: number[]; token: string }[] = [];
  for (const collector of found) {
    const token = randomToken();
    if (await updateCollectorTokenHash(db, collector.id, sha256Hex(token))) rotated.push({ ...collector, token });
  }
  return rotated;
}

const bearer = /^Bearer\s+(\S+)\s*$/i;

/** The collector of `Authorization: Bearer <token>`, or 401 NOT_AUTHORIZED: the first beat of every ingest route. */
export async function requireCollector(db: Database, request: FastifyRequest): Promise<IngestCollector> {
  const token = bearer.exec(request.headers.authorization ?? "")?.[1];
  const collector = token ? await findCollectorByTokenHash(db, sha256Hex(token)) : undefined;
  if (!collector) throw new AppError("NOT_AUTHORIZED", "A collector token is required (Authorization: Bearer).");
  return collector;
}
