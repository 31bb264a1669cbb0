import type { SearchIndexName } from "@ondine/domain";
import type { GraphQLResolveInfo } from "graphql";
import type { GraphqlContext } from "../graphql-context";
import { optionalRowIdOf } from "../graphql-ids";
import { type PageArguments, searchConnection } from "../search-connection";

type Source = Record<string, unknown>;
type Clause = Record<string, unknown>;
type LocationFilter = { siteId?: string | null; organismId?: string | null; from?: string | null; to?: string | null };

const locationFields = ["site_id", "site_name", "organism_id", "organism_name"] as const;

const locationOf = (source: Source) => ({
  siteId: source.site_id as number | null,
  siteName: source.site_name as string | null,
  organismId: source.organism_id as number,
  organismName: source.organism_name as string,
});

/** One activity list: its index, the date it is filtered and ordered by, its fixed filters and its node. */
type ActivityList = {
  index: SearchIndexName;
  dateField: string;
  fixed: Clause[];
  source: readonly string[];
  toNode: (source: Source) => unknown;
};

function activityConnection(list: ActivityList) {
  return (
    _: unknown,
    args: PageArguments & { filter?: LocationFilter | null },
    context: GraphqlContext,
    info: GraphQLResolveInfo,
  ) => {
    const filter: Clause[] = [...list.fixed];
    const siteId = optionalRowIdOf(args.filter?.siteId, "site");
    const organismId = optionalRowIdOf(args.filter?.organismId, "organism");
    if (siteId !== undefined) filter.push({ term: { site_id: siteId } });
    if (organismId !== undefined) filter.push({ term: { organism_id: organismId } });
    const { from, to } = args.filter ?? {};
    if (from || to)
      filter.push({ range: { [list.dateField]: { ...(from ? { gte: from } : {}), ...(to ? { lte: to } : {}) } } });
    return searchConnection(context, info, args, {
      index: list.index,
      filter,
      // Newest first, ending with the id so that search_after skips no tie.
      sort: [{ [list.dateField]: { order: "desc" } }, { id: { order: "desc" } }],
      source: [...list.source, ...locationFields],
      toNode: list.toNode,
    });
  };
}

/**
 * Purchases (docs/product.md#statistics-dashboards: succeeded ones), newsletter customers, incidents and
 * call-outs: the search indexes of their dashboards, with the same access
 * rules (a role that shows figures only cannot list them).
 */
export const activityResolvers = {
  Query: {
    purchases: activityConnection({
      index: "purchases",
      dateField: "purchase_date",
      fixed: [{ term: { succeeded: true } }],
      source: [
        "id",
        "reference",
        "offer_id",
        "offer_name",
        "total_amount_ttc",
        "total_amount_ht",
        "currency",
        "purchase_date",
        "succeeded",
        "email",
      ],
      toNode: (source) => ({
        id: source.id,
        reference: source.reference,
        offerId: source.offer_id,
        offerName: source.offer_name,
        totalAmountTtc: source.total_amount_ttc,
        totalAmountHt: source.total_amount_ht,
        currency: source.currency,
        purchaseDate: source.purchase_date,
        succeeded: source.succeeded,
        email: source.email,
        ...locationOf(source),
      }),
    }),
    newsletterCustomers: activityConnection({
      index: "guest_users",
      dateField: "created_at",
      // docs/product.md#statistics-dashboards customers dashboard: only those who accepted the newsletter.
      fixed: [{ term: { newsletter: true } }],
      source: ["id", "created_at", "email", "first_name", "last_name", "country", "language", "device", "room_number"],
      toNode: (source) => ({
        id: source.id,
        createdAt: source.created_at,
        email: source.email,
        firstName: source.first_name,
        lastName: source.last_name,
        country: source.country,
        language: source.language,
        device: source.device,
        roomNumber: source.room_number,
        ...locationOf(source),
      }),
    }),
    incidents: activityConnection({
      index: "maintenance_events",
      dateField: "opened_at",
      fixed: [],
      source: [
        "id",
        "kind",
        "state",
        "criticality",
        "responsibility",
        "typology",
        "description",
        "cause",
        "opened_at",
        "closed_at",
        "interventions_count",
      ],
      toNode: (source) => ({
        id: source.id,
        kind: source.kind,
        state: source.state,
        criticality: source.criticality,
        responsibility: source.responsibility,
        typology: source.typology,
        description: source.description,
        cause: source.cause,
        openedAt: source.opened_at,
        closedAt: source.closed_at,
        interventionsCount: source.interventions_count ?? 0,
        ...locationOf(source),
      }),
    }),
    callouts: activityConnection({
      index: "maintenance_interventions",
      dateField: "intervention_date",
      fixed: [],
      source: ["id", "event_id", "intervention_date", "state", "typology", "hotspot"],
      toNode: (source) => ({
        id: source.id,
        incidentId: source.event_id,
        date: source.intervention_date,
        state: source.state,
        typology: source.typology,
        hotspot: source.hotspot,
        ...locationOf(source),
      }),
    }),
  },
};
