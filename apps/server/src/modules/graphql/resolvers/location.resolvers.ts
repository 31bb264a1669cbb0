import type { GraphQLResolveInfo } from "graphql";
import { AppError } from "../../../errors/app-error";
import type { GraphqlContext } from "../graphql-context";
import { optionalRowIdOf, rowIdOf } from "../graphql-ids";
import { type PageArguments, searchConnection, searchOne } from "../search-connection";
import {
  locationSource,
  locationStateOf,
  type OrganismNode,
  organismNode,
  type SiteNode,
  siteNode,
} from "./location-nodes";

type Clause = Record<string, unknown>;

const byName: Clause[] = [{ name: { order: "asc" } }, { id: { order: "asc" } }];

const organisms = { index: "locations", source: locationSource, toNode: organismNode } as const;
const sites = { index: "locations", source: locationSource, toNode: siteNode } as const;

type SitesArguments = PageArguments & { organismId?: string | null; states?: string[] | null; search?: string | null };

function sitesFilter(args: { organismId?: number; states?: string[] | null; search?: string | null }): Clause[] {
  const filter: Clause[] = [{ term: { type: "Site" } }];
  if (args.organismId !== undefined) filter.push({ term: { organism_id: args.organismId } });
  if (args.states?.length) filter.push({ terms: { state: args.states.map(locationStateOf) } });
  if (args.search?.trim()) filter.push({ match_phrase_prefix: { name: args.search.trim() } });
  return filter;
}

/**
 * Organisms and sites of the caller's scope, through the locations search
 * index (an organism only for whoever holds it as a whole, as everywhere).
 */
export const locationResolvers = {
  Query: {
    organisms: (
      _: unknown,
      args: PageArguments & { search?: string | null },
      context: GraphqlContext,
      info: GraphQLResolveInfo,
    ) => {
      const filter: Clause[] = [{ term: { type: "Organism" } }];
      if (args.search?.trim()) filter.push({ match_phrase_prefix: { name: args.search.trim() } });
      return searchConnection(context, info, args, { ...organisms, filter, sort: byName });
    },
    organism: async (_: unknown, args: { id: string }, context: GraphqlContext) => {
      const id = rowIdOf(args.id, "organism");
      const filter = [{ term: { type: "Organism" } }, { term: { id } }];
      const organism = await searchOne(context, { ...organisms, filter });
      if (!organism) throw new AppError("NOT_FOUND", "No such organism.");
      return organism;
    },
    sites: (_: unknown, args: SitesArguments, context: GraphqlContext, info: GraphQLResolveInfo) => {
      const filter = sitesFilter({ ...args, organismId: optionalRowIdOf(args.organismId, "organism") });
      return searchConnection(context, info, args, { ...sites, filter, sort: byName });
    },
    site: async (_: unknown, args: { id: string }, context: GraphqlContext) => {
      const id = rowIdOf(args.id, "site");
      const site = await searchOne(context, { ...sites, filter: [{ term: { type: "Site" } }, { term: { id } }] });
      if (!site) throw new AppError("NOT_FOUND", "No such site.");
      return site;
    },
  },
  Site: {
    organism: (site: SiteNode, _: unknown, { loaders }: GraphqlContext) => loaders.organism.load(site.organismId),
  },
  Organism: {
    sites: (
      organism: OrganismNode,
      args: PageArguments & { states?: string[] | null },
      context: GraphqlContext,
      info: GraphQLResolveInfo,
    ) => {
      const filter = sitesFilter({ organismId: organism.id, states: args.states });
      return searchConnection(context, info, args, { ...sites, filter, sort: byName });
    },
  },
};
