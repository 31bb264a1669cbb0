import { searchResultWindow } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { maintenanceEvents, maintenanceInterventions } from "../../../db/schema";
import { columnField, expressionField, type IndexMapping } from "./index-mapping";
import { locatedRowInScope, locationFields, locationJoins } from "./location-fields";

/** Event (docs/product.md#monitoring-maintenance): incidents and works, with their interventions counted. */
export const maintenanceEventsIndex: IndexMapping = {
  name: "maintenance_events",
  from: () => sql`${maintenanceEvents}`,
  joins: locationJoins(maintenanceEvents),
  inScope: locatedRowInScope(maintenanceEvents),
  id: sql`${maintenanceEvents.id}::text`,
  docOrder: sql`${maintenanceEvents.id}`,
  docOrderType: "integer",
  maxSize: searchResultWindow,
  fields: {
    id: columnField("number", maintenanceEvents.id),
    kind: columnField("keyword", maintenanceEvents.kind),
    state: columnField("keyword", maintenanceEvents.state),
    criticality: columnField("keyword", maintenanceEvents.criticality),
    responsibility: columnField("keyword", maintenanceEvents.responsibility),
    typology: columnField("keyword", maintenanceEvents.typology),
    description: columnField("text", maintenanceEvents.description),
    cause: columnField("text", maintenanceEvents.cause),
    ...locationFields(maintenanceEvents),
    ticket_id: columnField("keyword", maintenanceEvents.ticketId),
    opened_at: columnField("date", maintenanceEvents.openedAt),
    closed_at: columnField("date", maintenanceEvents.closedAt),
    created_at: columnField("date", maintenanceEvents.createdAt),
    updated_at: columnField("date", maintenanceEvents.updatedAt),
    interventions_count: expressionField(
      "number",
      "bigint",
      sql`(select count(*) from ${maintenanceInterventions} where ${maintenanceInterventions.eventId} = ${maintenanceEvents.id})`,
      { nullable: false },
    ),
  },
};
