import { searchResultWindow } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { maintenanceInterventions } from "../../../db/schema";
import { columnField, type IndexMapping } from "./index-mapping";
import { locatedRowInScope, locationFields, locationJoins } from "./location-fields";

/** Intervention (docs/product.md#monitoring-maintenance). */
export const maintenanceInterventionsIndex: IndexMapping = {
  name: "maintenance_interventions",
  from: () => sql`${maintenanceInterventions}`,
  joins: locationJoins(maintenanceInterventions),
  inScope: locatedRowInScope(maintenanceInterventions),
  id: sql`${maintenanceInterventions.id}::text`,
  docOrder: sql`${maintenanceInterventions.id}`,
  docOrderType: "integer",
  maxSize: searchResultWindow,
  fields: {
    id: columnField("number", maintenanceInterventions.id),
    event_id: columnField("number", maintenanceInterventions.eventId),
    intervention_date: columnField("date", maintenanceInterventions.interventionDate),
    state: columnField("keyword", maintenanceInterventions.state),
    typology: columnField("keyword", maintenanceInterventions.typology),
    hotspot: columnField("keyword", maintenanceInterventions.hotspot),
    ...locationFields(maintenanceInterventions),
    created_at: columnField("date", maintenanceInterventions.createdAt),
  },
};
