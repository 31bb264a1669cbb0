import { searchResultWindow } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { connectionCodes, organisms, sites } from "../../../db/schema";
import { columnField, expressionField, type IndexMapping } from "./index-mapping";
import { locatedRowInScope, locationFields, locationJoins } from "./location-fields";

/** Connection code (planet campus) (docs/product.md#codes-data): the residence is the site, `used` is derived from `used_at`. */
export const connectionCodesIndex: IndexMapping = {
  name: "connection_codes",
  from: () => sql`${connectionCodes}`,
  joins: locationJoins(connectionCodes),
  inScope: locatedRowInScope(connectionCodes),
  id: sql`${connectionCodes.id}::text`,
  docOrder: sql`${connectionCodes.id}`,
  docOrderType: "bigint",
  maxSize: searchResultWindow,
  fields: {
    id: columnField("number", connectionCodes.id),
    coupon_id: columnField("number", connectionCodes.couponId),
    code: columnField("text", connectionCodes.code),
    email: columnField("text", connectionCodes.email),
    first_name: columnField("text", connectionCodes.firstName),
    last_name: columnField("text", connectionCodes.lastName),
    phone_number: columnField("keyword", connectionCodes.phoneNumber),
    resident_id: columnField("keyword", connectionCodes.residentId),
    residence: columnField("text", sites.name, { nullable: true, join: "sites" }),
    ...locationFields(connectionCodes),
    "organism.id": columnField("number", connectionCodes.organismId),
    "organism.name": columnField("text", organisms.name, { nullable: true, join: "organisms" }),
    "organism.type": expressionField("keyword", "text", sql`'Organism'::text`, { nullable: false }),
    created_at: columnField("date", connectionCodes.createdAt),
    disabled_at: columnField("date", connectionCodes.disabledAt),
    used_at: columnField("date", connectionCodes.usedAt),
    used: expressionField("boolean", "boolean", sql`(${connectionCodes.usedAt} is not null)`, { nullable: false }),
  },
};
