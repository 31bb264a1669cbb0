import { locationQuerySize } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { organisms, sites } from "../../../db/schema";
import { organismInScope, siteInScope } from "../../../scope/scope-conditions";
import { expressionField, type FieldType, type IndexMapping, type SqlType } from "./index-mapping";

const column = (name: string) => sql`${sql.identifier("locations")}.${sql.identifier(name)}`;
const field = (type: FieldType, sqlType: SqlType, name: string, nullable: boolean) =>
  expressionField(type, sqlType, column(name), { nullable });

/**
 * Location (docs/product.md#locations-model): organisms and sites in one index, `type` telling
 * which. The scope applies inside each branch, as the location pickers'
 * (an organism only for whoever holds it whole).
 */
export const locationsIndex: IndexMapping = {
  name: "locations",
  from: ({ scope }) => sql`(
    select 'Organism-' || ${organisms.id} as doc_id, 'Organism' as type, ${organisms.id} as id, ${organisms.name} as name,
      ${organisms.id} as organism_id, ${organisms.name} as organism_name, ${organisms.kind} as organism_kind,
      null::text as state,
      null::double precision as latitude, null::double precision as longitude,
      null::text as address, null::text as postal_code, null::text as city
    from ${organisms} where ${organismInScope(scope, organisms.id)}
    union all
    select 'Site-' || ${sites.id}, 'Site', ${sites.id}, ${sites.name}, ${sites.organismId}, ${organisms.name},
      ${organisms.kind}, ${sites.state},
      ${sites.latitude}, ${sites.longitude}, ${sites.address}, ${sites.postalCode}, ${sites.city}
    from ${sites} join ${organisms} on ${organisms.id} = ${sites.organismId} where ${siteInScope(scope, sites.id)}
  ) as locations`,
  inScope: () => sql`true`,
  id: column("doc_id"),
  docOrder: column("doc_id"),
  docOrderType: "text",
  // Location queries size 3000 (docs/product.md#locations-selection): the location pickers ask for every location at once.
  maxSize: locationQuerySize,
  fields: {
    id: field("number", "integer", "id", false),
    type: field("keyword", "text", "type", false),
    name: field("text", "text", "name", false),
    organism_id: field("number", "integer", "organism_id", false),
    organism_name: field("text", "text", "organism_name", false),
    // Which customer the location is (a hotel chain, a student residence...): connection codes are residences'.
    organism_kind: field("keyword", "text", "organism_kind", false),
    state: field("keyword", "text", "state", true),
    "coord.latitude": field("number", "double precision", "latitude", true),
    "coord.longitude": field("number", "double precision", "longitude", true),
    address: field("text", "text", "address", true),
    postal_code: field("keyword", "text", "postal_code", true),
    city: field("text", "text", "city", true),
  },
};
