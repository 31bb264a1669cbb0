import { privateSpaceCreateSchema, privateSpaceQuerySchema, privateSpaceUpdateSchema } from "@ondine/domain";
import { parseWith } from "../../../errors/parse-with";
import {
  assertMayManagePrivateWifi,
  createPrivateSpace,
  deletePrivateSpace,
  getPrivateSpace,
  listPrivateSpaces,
  type PrivateWifiCaller,
  resetPrivateSpaceKey,
  updatePrivateSpace,
} from "../../private-wifi";
import type { GraphqlContext } from "../graphql-context";
import { rowIdOf } from "../graphql-ids";
import type { SiteNode } from "./location-nodes";
import { privateSpaceNode, privateSpacePageNode, privateSpaceStateOf } from "./private-space-nodes";

type CreatePrivateSpaceInput = { siteId: string; name: string; comment?: string | null; expiresOn?: string | null };
type UpdatePrivateSpaceInput = { name?: string | null; comment?: string | null; expiresOn?: string | null };

/** The request's caller, as the private Wi-Fi calls take it: the `ran` role or an admin, else NOT_ALLOWED before anything is read. */
function privateWifiCaller(context: GraphqlContext): PrivateWifiCaller {
  const caller = { actor: context.actor, scope: context.scope };
  assertMayManagePrivateWifi(caller);
  return caller;
}

/** What a field of the input says: left out keeps the space's value, null clears it (the PATCH's `null`). */
function sentFields(input: UpdatePrivateSpaceInput): Record<string, unknown> {
  return {
    ...("name" in input ? { name: input.name } : {}),
    ...("comment" in input ? { comment: input.comment } : {}),
    ...("expiresOn" in input ? { expires_on: input.expiresOn } : {}),
  };
}

/**
 * Private Wi-Fi spaces (docs/private-wifi.md#calls): the `/ran` calls'
 * services with their rights, scope (another customer's site or space:
 * NOT_FOUND) and schemas (the same field errors). No answer holds a key.
 */
export const privateWifiResolvers = {
  Query: {
    privateSpace: async (_: unknown, args: { id: string }, context: GraphqlContext) => {
      const caller = privateWifiCaller(context);
      const space = await getPrivateSpace(context.privateWifi, caller, rowIdOf(args.id, "private space"));
      return privateSpaceNode(space);
    },
  },
  Site: {
    privateSpaces: async (
      site: SiteNode,
      args: { q?: string | null; state?: string | null; page?: number | null },
      context: GraphqlContext,
    ) => {
      const caller = privateWifiCaller(context);
      const query = parseWith(privateSpaceQuerySchema, {
        q: args.q ?? undefined,
        state: privateSpaceStateOf(args.state),
        page: args.page ?? undefined,
      });
      return privateSpacePageNode(await listPrivateSpaces(context.privateWifi, caller, site.id, query));
    },
  },
  Mutation: {
    createPrivateSpace: async (_: unknown, { input }: { input: CreatePrivateSpaceInput }, context: GraphqlContext) => {
      const caller = privateWifiCaller(context);
      const siteId = rowIdOf(input.siteId, "site");
      const body = parseWith(privateSpaceCreateSchema, {
        name: input.name,
        comment: input.comment ?? undefined,
        expires_on: input.expiresOn ?? null,
      });
      return privateSpaceNode(await createPrivateSpace(context.privateWifi, caller, siteId, body));
    },
    updatePrivateSpace: async (
      _: unknown,
      args: { id: string; input: UpdatePrivateSpaceInput },
      context: GraphqlContext,
    ) => {
      const caller = privateWifiCaller(context);
      const id = rowIdOf(args.id, "private space");
      const patch = parseWith(privateSpaceUpdateSchema, sentFields(args.input));
      return privateSpaceNode(await updatePrivateSpace(context.privateWifi, caller, id, patch));
    },
    deletePrivateSpace: async (_: unknown, args: { id: string }, context: GraphqlContext) => {
      const caller = privateWifiCaller(context);
      const id = rowIdOf(args.id, "private space");
      await deletePrivateSpace(context.privateWifi, caller, id);
      return id;
    },
    resetPrivateSpaceKey: async (_: unknown, args: { id: string }, context: GraphqlContext) => {
      const caller = privateWifiCaller(context);
      const id = rowIdOf(args.id, "private space");
      return privateSpaceNode(await resetPrivateSpaceKey(context.privateWifi, caller, id));
    },
  },
};
