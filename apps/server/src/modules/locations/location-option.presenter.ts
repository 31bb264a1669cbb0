import type { LocationOption } from "@ondine/domain";
import type { LocationOptionRow } from "./locations.repository";

export function presentLocationOption(row: LocationOptionRow): LocationOption {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    organism_id: row.organismId,
    organism_name: row.organismName,
    state: row.state,
  };
}
