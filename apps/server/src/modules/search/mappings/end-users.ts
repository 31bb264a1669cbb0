import { searchResultWindow } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { endUsers } from "../../../db/schema";
import { columnField, expressionField, type IndexMapping } from "./index-mapping";
import { locatedRowInScope, locationFields, locationJoins } from "./location-fields";

/** The people and devices that connected (audience statistics: countries, devices). */
export const endUsersIndex: IndexMapping = {
  name: "end_users",
  from: () => sql`${endUsers}`,
  joins: locationJoins(endUsers),
  inScope: locatedRowInScope(endUsers),
  id: sql`${endUsers.id}::text`,
  docOrder: sql`${endUsers.id}`,
  docOrderType: "bigint",
  maxSize: searchResultWindow,
  fields: {
    id: columnField("number", endUsers.id),
    ...locationFields(endUsers),
    created_at: columnField("date", endUsers.createdAt),
    email: columnField("text", endUsers.email, { personal: true }),
    country: expressionField("keyword", "text", sql`${endUsers.country}::text`, { nullable: true }),
    language: columnField("keyword", endUsers.language),
    device: columnField("keyword", endUsers.device),
    browser_name: columnField("keyword", endUsers.browserName),
    os_name: columnField("keyword", endUsers.osName),
    coupon_id: columnField("number", endUsers.couponId),
  },
};
