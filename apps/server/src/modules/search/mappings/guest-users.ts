import { searchResultWindow } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { guestUsers } from "../../../db/schema";
import { columnField, expressionField, type IndexMapping } from "./index-mapping";
import { locatedRowInScope, locationFields, locationJoins } from "./location-fields";

/**
 * Customer (guest) (docs/product.md#statistics-dashboards). The e-mail exists only for guests who took the
 * newsletter ("shown only if newsletter true"): for the others it reads as
 * missing everywhere, so it can be neither shown nor searched for.
 */
export const guestUsersIndex: IndexMapping = {
  name: "guest_users",
  from: () => sql`${guestUsers}`,
  joins: locationJoins(guestUsers),
  inScope: locatedRowInScope(guestUsers),
  id: sql`${guestUsers.id}::text`,
  docOrder: sql`${guestUsers.id}`,
  docOrderType: "bigint",
  maxSize: searchResultWindow,
  fields: {
    id: columnField("number", guestUsers.id),
    ...locationFields(guestUsers),
    created_at: columnField("date", guestUsers.createdAt),
    email: columnField("text", guestUsers.email, {
      nullable: true,
      guard: sql`${guestUsers.newsletter}`,
      personal: true,
    }),
    first_name: columnField("text", guestUsers.firstName, { personal: true }),
    last_name: columnField("text", guestUsers.lastName, { personal: true }),
    newsletter: columnField("boolean", guestUsers.newsletter),
    // char(2): compared as text. Null is an unknown country.
    country: expressionField("keyword", "text", sql`${guestUsers.country}::text`, { nullable: true }),
    language: columnField("keyword", guestUsers.language),
    browser_name: columnField("keyword", guestUsers.browserName),
    os_name: columnField("keyword", guestUsers.osName),
    device: columnField("keyword", guestUsers.device),
    room_number: columnField("keyword", guestUsers.roomNumber, { personal: true }),
  },
};
