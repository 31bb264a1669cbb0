import { advertisementInputSchema, advertisementListQuerySchema } from "@ondine/domain";
import type { GraphQLResolveInfo } from "graphql";
import { parseWith } from "../../../errors/parse-with";
import {
  type AdvertisementImageReference,
  type AdvertisementWriter,
  assertMayAdvertise,
  createAdvertisement,
  deleteAdvertisement,
  findAdvertisementsWindow,
  getAdvertisement,
  updateAdvertisement,
} from "../../advertisements";
import type { GraphqlContext } from "../graphql-context";
import { optionalRowIdOf, rowIdOf } from "../graphql-ids";
import { decodeOffsetCursor, encodeOffsetCursor } from "../page-cursor";
import { pageSizeOf } from "../page-size";
import { asksForTotal, type Connection, type PageArguments } from "../search-connection";
import { type AnnouncementNode, announcementNode, announcementStateOf, localeOf } from "./announcement-nodes";

/** The largest page of `announcements`: each page reads its announcements' locations in one more query. */
export const announcementsPageMax = 100;

type AnnouncementsArguments = PageArguments & {
  q?: string | null;
  state?: string | null;
  siteId?: string | null;
  organismId?: string | null;
  language?: string | null;
};

type TextsInput = Partial<Record<string, string | null>>;

type AnnouncementInput = {
  internalTitle: string;
  publicTitle: TextsInput;
  content: TextsInput;
  signature: TextsInput;
  startsOn: string;
  endsOn: string;
  fallbackLanguage?: string | null;
  locations: { type: "ORGANISM" | "SITE"; id: string }[];
  imageDigest?: string | null;
};

/** The list's filters without its page: the connection pages by `first` and `after`. */
const announcementFiltersSchema = advertisementListQuerySchema.omit({ page: true, per_page: true });

/** The texts given, without the languages left null. */
function textsOf(texts: TextsInput): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== undefined),
  );
}

/** A location's id as the body's schema reads it: a number when the ID is digits, else as sent (formErrors.invalid). */
const locationIdOf = (id: string) => (/^[0-9]{1,10}$/.test(id) ? Number(id) : id);

/**
 * The REST body's `advertisement`, read by its schema (docs/product.md#announcements-validation):
 * the same rules and the same field keys in errors (`public_title.de`, `ends_at`, `locations`...).
 * The image is never uploaded here: `imageDigest` names a stored one (left out: kept, or none; null: removed).
 */
function savedOf(input: AnnouncementInput) {
  const values = parseWith(advertisementInputSchema, {
    internal_title: input.internalTitle,
    public_title: textsOf(input.publicTitle),
    content: textsOf(input.content),
    signature: textsOf(input.signature),
    starts_at: input.startsOn,
    ends_at: input.endsOn,
    fallback_language: localeOf(input.fallbackLanguage),
    locations: input.locations.map((location) => ({
      location_type: location.type === "ORGANISM" ? "Organism" : "Site",
      location_id: locationIdOf(String(location.id)),
    })),
    ...("imageDigest" in input && input.imageDigest === null ? { image: null } : {}),
  });
  const storedImage: AdvertisementImageReference | undefined =
    typeof input.imageDigest === "string" ? { digest: input.imageDigest } : undefined;
  return { values, storedImage };
}

/** The request's caller, as the announcements' calls take it: the role (else NOT_ALLOWED before anything is read), its address. */
function writerOf(context: GraphqlContext): AdvertisementWriter {
  assertMayAdvertise(context.actor);
  return { actor: context.actor, ip: context.ip };
}

function advertisementDeps(context: GraphqlContext) {
  return { ...context.advertisements, now: () => context.now };
}

/**
 * `announcements`: the list's filters, read by `GET /portal_annoucements`'s
 * schema, the newest start day first (then the newest), paged by position.
 * One more announcement than asked tells whether a next page exists; the
 * total is counted only when asked for.
 */
async function announcementConnection(
  context: GraphqlContext,
  info: GraphQLResolveInfo,
  args: AnnouncementsArguments,
): Promise<Connection<AnnouncementNode>> {
  assertMayAdvertise(context.actor);
  const size = pageSizeOf(args.first, announcementsPageMax);
  const offset = args.after ? decodeOffsetCursor(args.after) : 0;
  const filters = parseWith(announcementFiltersSchema, {
    q: args.q ?? undefined,
    state: announcementStateOf(args.state),
    site_id: optionalRowIdOf(args.siteId, "site"),
    organism_id: optionalRowIdOf(args.organismId, "organism"),
    language: localeOf(args.language),
  });
  const found = await findAdvertisementsWindow(
    advertisementDeps(context),
    context.scope,
    filters,
    { limit: size + 1, offset },
    { withCount: asksForTotal(info) },
  );
  const edges = found.advertisements.slice(0, size).map((advertisement, at) => ({
    cursor: encodeOffsetCursor(offset + at + 1),
    node: announcementNode(advertisement),
  }));
  return {
    totalCount: found.totalCount,
    pageInfo: { hasNextPage: found.advertisements.length > size, endCursor: edges.at(-1)?.cursor ?? null },
    edges,
    nodes: edges.map((edge) => edge.node),
  };
}

/**
 * Portal announcements (docs/advertisements.md): read and changed through
 * the services of the `/portal_annoucements` calls, with their role
 * (`portal_advertisement` or an admin), scope (an announcement is the
 * caller's only when all its locations are; another's answers NOT_FOUND),
 * rules (overlap, locations in scope) and security log.
 */
export const announcementResolvers = {
  Query: {
    announcements: (_: unknown, args: AnnouncementsArguments, context: GraphqlContext, info: GraphQLResolveInfo) =>
      announcementConnection(context, info, args),
    announcement: async (_: unknown, args: { id: string }, context: GraphqlContext) => {
      assertMayAdvertise(context.actor);
      const id = rowIdOf(args.id, "announcement");
      return announcementNode(await getAdvertisement(advertisementDeps(context), context.scope, id));
    },
  },
  Mutation: {
    createAnnouncement: async (_: unknown, { input }: { input: AnnouncementInput }, context: GraphqlContext) => {
      const writer = writerOf(context);
      const { values, storedImage } = savedOf(input);
      const deps = advertisementDeps(context);
      return announcementNode(await createAdvertisement(deps, writer, context.scope, values, storedImage));
    },
    updateAnnouncement: async (_: unknown, args: { id: string; input: AnnouncementInput }, context: GraphqlContext) => {
      const writer = writerOf(context);
      const id = rowIdOf(args.id, "announcement");
      const { values, storedImage } = savedOf(args.input);
      const deps = advertisementDeps(context);
      return announcementNode(await updateAdvertisement(deps, writer, context.scope, id, values, storedImage));
    },
    deleteAnnouncement: async (_: unknown, args: { id: string }, context: GraphqlContext) => {
      const writer = writerOf(context);
      const id = rowIdOf(args.id, "announcement");
      await deleteAdvertisement(advertisementDeps(context), writer, context.scope, id);
      return id;
    },
  },
};
