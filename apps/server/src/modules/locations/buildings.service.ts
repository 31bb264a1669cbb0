import type { BuildingsAnswer, BuildingsQuery } from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { Scope } from "../../scope/scope";
import { presentBuildingSummary } from "./building-summary.presenter";
import {
  findOrganismBuildings,
  findSiteBuildings,
  organismExistsInScope,
  siteExistsInScope,
} from "./buildings.repository";

/**
 * The buildings of a site, or of an organism's sites (the home map's markers
 * and hover cards). A location unknown or outside the scope answers 404.
 */
export async function listBuildings(db: Database, scope: Scope, query: BuildingsQuery): Promise<BuildingsAnswer> {
  if (query.site !== undefined) {
    if (!(await siteExistsInScope(db, scope, query.site))) throw new AppError("NOT_FOUND", "Site not found.");
    return { buildings: (await findSiteBuildings(db, scope, query.site)).map(presentBuildingSummary) };
  }
  const organismId = query.organism as number;
  if (!(await organismExistsInScope(db, scope, organismId))) throw new AppError("NOT_FOUND", "Organism not found.");
  return { buildings: (await findOrganismBuildings(db, scope, organismId)).map(presentBuildingSummary) };
}
