import {
  type AdvertisementValues,
  advertisementAnswerSchema,
  advertisementBodySchema,
  advertisementLimits,
  advertisementListAnswerSchema,
  advertisementListQuerySchema,
  advertisementParamsSchema,
  advertisementTakenPeriodsAnswerSchema,
  advertisementTakenPeriodsQuerySchema,
  fieldErrorsFromZodIssues,
} from "@ondine/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error";
import { rowIdFromPath } from "../../errors/path-id";
import { moduleDependencies } from "../../module-dependencies";
import { parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import type { RequestActor } from "../sessions";
import { assertMayAdvertise } from "./advertisement-caller";
import {
  type AdvertisementsDependencies,
  createAdvertisement,
  deleteAdvertisement,
  findTakenPeriods,
  getAdvertisement,
  listAdvertisements,
  updateAdvertisement,
} from "./advertisements.service";

const advertisementsRoute = routeSchemaFor("Portal announcements");

/**
 * The product (docs/product.md#announcements) spells the base `/portal_annoucements`; the correctly spelled one
 * answers the same (the same handlers under both).
 */
export const advertisementBasePaths = ["/portal_annoucements", "/portal_announcements"] as const;

/**
 * A body carries at most one image of 2,048,000 bytes as base64 (4/3 of it)
 * and the texts: room for that, when other calls keep the default megabyte.
 */
export const advertisementBodyLimitBytes = 3 * 1_048_576;

const whoMay =
  "Admins and accounts with the `portal_advertisement` role (403 otherwise); an announcement is the caller's " +
  'only when every one of its locations is in their scope (404 otherwise; docs/api.md "Portal announcements").';

/** docs/product.md#accounts-permissions: the announcements' calls need an admin or the `portal_advertisement` role. */
function requireAdvertiser(request: FastifyRequest): RequestActor {
  const actor = requireActor(request);
  assertMayAdvertise(actor);
  return actor;
}

const idOf = (request: FastifyRequest) =>
  rowIdFromPath(request.params, "No such announcement.", advertisementParamsSchema);

/**
 * `{advertisement: {...}}` read with the form's schema; the field errors are
 * keyed inside `advertisement` (`public_title.de`, `locations`), as the form
 * names its fields, so that a locale's error reaches its tab.
 */
function advertisementOf(request: FastifyRequest): AdvertisementValues {
  const result = advertisementBodySchema.safeParse(request.body);
  if (result.success) return result.data.advertisement;
  const issues = result.error.issues.map((issue) =>
    issue.path[0] === "advertisement" && issue.path.length > 1 ? { ...issue, path: issue.path.slice(1) } : issue,
  );
  throw new AppError("INVALID_PARAMETERS", undefined, fieldErrorsFromZodIssues(issues));
}

const bodyRules =
  "`{advertisement: {internal_title, public_title, content, signature, starts_at, ends_at, fallback_language, " +
  "image, locations}}` (docs/product.md#announcements-validation: `advertisementInputSchema`). 422 `INVALID_PARAMETERS` with `errors` keyed " +
  "inside `advertisement` (`internal_title`, `public_title.de`, `ends_at`, `locations`, `image`...); " +
  'locations outside the caller\'s scope: `errors.locations` and `error: {code: "unauthorized_locations", ' +
  'message, locations: ["Site-12"]}`; sharing a day and a location with another: ' +
  "`errors.overlapping_advertisements` and `overlapping_advertisements: [{id, internal_title, starts_at, ends_at}]`.";

/** The five calls under one base path. */
function advertisementRoutesUnder(app: FastifyInstance, base: string, deps: AdvertisementsDependencies) {
  const writerOf = (request: FastifyRequest) => ({ actor: requireAdvertiser(request), ip: request.ip });

  app.get(
    base,
    {
      schema: advertisementsRoute({
        summary: "The caller's portal announcements, a page at a time",
        description:
          `\`{advertisements, current_page, total_pages, total_count}\`, at most ${advertisementLimits.perPage} ` +
          "a page, the newest start day first; images by URL, never their bytes. A page past the end is empty. " +
          "Filters: `q` (internal title or any text), `state` (coming, current, passed on today's Paris day), " +
          "`site_id` (shown there: the site's own and its organism's) else `organism_id` (its own and its " +
          "sites'), `language` (filled in). " +
          whoMay,
        auth: "signed-in",
        querystring: advertisementListQuerySchema,
        success: { status: 200, description: "One page of announcements.", schema: advertisementListAnswerSchema },
      }),
    },
    async (request) => {
      requireAdvertiser(request);
      const query = parseDeclared(request, "querystring");
      return listAdvertisements(deps, request.scope, query);
    },
  );

  // Declared before `/:id`; a static segment wins over a parameter anyway.
  app.get(
    `${base}/taken_periods`,
    {
      schema: advertisementsRoute({
        summary: "The days other announcements hold on some locations",
        description:
          "`locations=Site-12,Organism-3` (the caller's; others are left out), `except` the announcement " +
          "being edited. `{taken_periods: [{id, internal_title, starts_at, ends_at}]}`: the announcements a save " +
          "on those locations would overlap (docs/product.md#announcements-validation), from some 400 days ago on, by start day; one the caller " +
          `cannot open comes with id and title null. For the form's pickers, before a save. ${whoMay}`,
        auth: "signed-in",
        querystring: advertisementTakenPeriodsQuerySchema,
        success: {
          status: 200,
          description: "The periods taken on those locations.",
          schema: advertisementTakenPeriodsAnswerSchema,
        },
      }),
    },
    async (request) => {
      requireAdvertiser(request);
      const query = parseDeclared(request, "querystring");
      return findTakenPeriods(deps, request.scope, query);
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: advertisementsRoute({
        summary: "One portal announcement",
        description: `\`{advertisement}\`. ${whoMay}`,
        auth: "signed-in",
        params: advertisementParamsSchema,
        success: { status: 200, description: "`{advertisement}`.", schema: advertisementAnswerSchema },
      }),
    },
    async (request) => {
      requireAdvertiser(request);
      return { advertisement: await getAdvertisement(deps, request.scope, idOf(request)) };
    },
  );

  app.post(
    base,
    {
      bodyLimit: advertisementBodyLimitBytes,
      schema: advertisementsRoute({
        summary: "Creates a portal announcement",
        description: `${bodyRules} ${whoMay}`,
        auth: "signed-in",
        body: advertisementBodySchema,
        success: { status: 201, description: "`{advertisement}`, as stored.", schema: advertisementAnswerSchema },
      }),
    },
    async (request, reply) => {
      const writer = writerOf(request);
      const values = advertisementOf(request);
      const advertisement = await createAdvertisement(deps, writer, request.scope, values);
      return reply.code(201).send({ advertisement });
    },
  );

  app.put(
    `${base}/:id`,
    {
      bodyLimit: advertisementBodyLimitBytes,
      schema: advertisementsRoute({
        summary: "Changes a portal announcement",
        description:
          `${bodyRules} \`image\` left out keeps the image, \`null\` removes it, a new one replaces it. ` +
          `The overlap check leaves the announcement itself out. ${whoMay}`,
        auth: "signed-in",
        params: advertisementParamsSchema,
        body: advertisementBodySchema,
        success: { status: 200, description: "`{advertisement}`, as stored.", schema: advertisementAnswerSchema },
      }),
    },
    async (request) => {
      const writer = writerOf(request);
      const id = idOf(request);
      const values = advertisementOf(request);
      return { advertisement: await updateAdvertisement(deps, writer, request.scope, id, values) };
    },
  );

  app.delete(
    `${base}/:id`,
    {
      schema: advertisementsRoute({
        summary: "Deletes a portal announcement",
        description: `Its image stays while another announcement shows it. ${whoMay}`,
        auth: "signed-in",
        params: advertisementParamsSchema,
        success: { status: 204, description: "Deleted.", noBody: true },
      }),
    },
    async (request, reply) => {
      const writer = writerOf(request);
      await deleteAdvertisement(deps, writer, request.scope, idOf(request));
      return reply.code(204).send();
    },
  );
}

/**
 * The console's portal announcements (docs/product.md#announcements "Portal
 * announcements", docs/api.md "Portal announcements"): list, read, create,
 * change and delete, under SPEC's spelling and the correct one.
 */
export async function advertisementsRoutes(app: FastifyInstance) {
  const deps: AdvertisementsDependencies = moduleDependencies(app);
  for (const base of advertisementBasePaths) advertisementRoutesUnder(app, base, deps);
}
