import type { DiagnosisAccessPoints } from "@ondine/domain";
import type { Database } from "../../db";
import { countAccessPointsOfSites } from "./access-point-counts.repository";
import { findUnreachableAccessPointPlaces } from "./unreachable-access-points.repository";

/**
 * A site's access points as monitoring counts them now (docs/site-tools.md#diagnosis): those
 * counted (reached and unreached; muted and spare ones left out, docs/alerts.md#silent-mode),
 * the unreached among them, and where those are. `siteId`: the site of a command its
 * collector reported, which the ingest checked against the collector's sites.
 */
export async function readSiteAccessPointsNow(db: Database, siteId: number): Promise<DiagnosisAccessPoints> {
  const [counts, places] = await Promise.all([
    countAccessPointsOfSites(db, [siteId]),
    findUnreachableAccessPointPlaces(db, siteId),
  ]);
  const count = counts.get(siteId);
  return {
    total: (count?.reached ?? 0) + (count?.unreached ?? 0),
    unreachable: count?.unreached ?? 0,
    unreachable_places: places,
  };
}
