import type { LocationOptionsAnswer, LocationOptionsQuery } from "@ondine/domain";
import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import { presentLocationOption } from "./location-option.presenter";
import { findLocationOptions } from "./locations.repository";

/** The picker's choices: organisms and sites of the caller's scope matching the query. */
export async function listLocationOptions(
  db: Database,
  scope: Scope,
  query: LocationOptionsQuery,
): Promise<LocationOptionsAnswer> {
  const rows = await findLocationOptions(db, scope, query);
  return { locations: rows.map(presentLocationOption) };
}
