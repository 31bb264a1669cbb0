import { searchResultWindow } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { purchases } from "../../../db/schema";
import { columnField, type IndexMapping } from "./index-mapping";
import { locatedRowInScope, locationFields, locationJoins } from "./location-fields";

/** Purchase (docs/product.md#statistics-dashboards). */
export const purchasesIndex: IndexMapping = {
  name: "purchases",
  from: () => sql`${purchases}`,
  joins: locationJoins(purchases),
  inScope: locatedRowInScope(purchases),
  id: sql`${purchases.id}::text`,
  docOrder: sql`${purchases.id}`,
  docOrderType: "bigint",
  maxSize: searchResultWindow,
  fields: {
    id: columnField("number", purchases.id),
    reference: columnField("keyword", purchases.reference),
    ...locationFields(purchases),
    offer_id: columnField("number", purchases.offerId),
    offer_name: columnField("text", purchases.offerName),
    total_amount_ttc: columnField("number", purchases.totalAmountTtc),
    total_amount_ht: columnField("number", purchases.totalAmountHt),
    currency: columnField("keyword", purchases.currency),
    purchase_date: columnField("date", purchases.purchaseDate),
    succeeded: columnField("boolean", purchases.succeeded),
    email: columnField("text", purchases.email),
  },
};
