import type { LocationType } from "@ondine/domain";

/** A location of the caller, as the dashboards' location filters offer it (the screen reads them from the locations feature). */
export interface LocationOption {
  id: number;
  type: LocationType;
  name: string;
  organism_id?: number | null;
  organism_name?: string | null;
}
