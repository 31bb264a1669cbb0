import type { SearchIndexName } from "@ondine/domain";
import { centerUsersIndex } from "./center-users";
import { connectionCodesIndex } from "./connection-codes";
import { couponsIndex } from "./coupons";
import { endUsersIndex } from "./end-users";
import { guestUsersIndex } from "./guest-users";
import type { IndexMapping } from "./index-mapping";
import { locationsIndex } from "./locations";
import { maintenanceEventsIndex } from "./maintenance-events";
import { maintenanceInterventionsIndex } from "./maintenance-interventions";
import { purchasesIndex } from "./purchases";

/** The indexes (docs/product.md#search), by name. */
export const searchIndexes: Readonly<Record<SearchIndexName, IndexMapping>> = {
  locations: locationsIndex,
  purchases: purchasesIndex,
  coupons: couponsIndex,
  center_users: centerUsersIndex,
  guest_users: guestUsersIndex,
  end_users: endUsersIndex,
  connection_codes: connectionCodesIndex,
  maintenance_events: maintenanceEventsIndex,
  maintenance_interventions: maintenanceInterventionsIndex,
};
