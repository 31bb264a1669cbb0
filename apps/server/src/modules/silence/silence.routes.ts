import {
  pathIdParamsSchema,
  silenceLimits,
  silenceWindowAnswerSchema,
  silenceWindowCreateSchema,
  silenceWindowExtendSchema,
  silenceWindowListAnswerSchema,
  silenceWindowPageSize,
  silenceWindowQuerySchema,
} from "@ondine/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { rowIdFromPath } from "../../errors/path-id";
import { moduleDependencies } from "../../module-dependencies";
import { parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { assertMayUseSilentMode, type SilenceCaller } from "./silence-caller";
import { endSilenceWindow, extendSilenceWindow } from "./silence-change.service";
import { createSilenceWindow } from "./silence-create.service";
import { listSilenceWindows } from "./silence-reads.service";

const silenceRoute = routeSchemaFor("Silent mode");

const whoMay =
  "Admins, the support desk and accounts with the `silent_mode` role (403 otherwise), on the sites of their " +
  "scope (the support desk: every site); a window on another's site answers 404 (docs/alerts.md#silent-mode).";

const rulesFail =
  "A rule that fails answers 422 `INVALID_PARAMETERS` with the rule's code under its field " +
  '(`errors.ends_at: ["silentMode.errors.too_far_ahead"]`).';

/** The caller of a silent-mode call: signed in (401), with silent mode at all (403). */
function callerOf(request: FastifyRequest): SilenceCaller {
  const actor = requireActor(request);
  const caller = { actor, scope: request.scope, ip: request.ip };
  assertMayUseSilentMode(caller);
  return caller;
}

const windowIdOf = (request: FastifyRequest) => rowIdFromPath(request.params, "No such silence window.");

/** The silent-mode calls (docs/alerts.md#calls). */
export async function silenceRoutes(app: FastifyInstance) {
  const deps = moduleDependencies(app);

  app.get(
    "/silent_mode/windows",
    {
      schema: silenceRoute({
        summary: "The silence windows on the caller's sites, a page at a time",
        description:
          `At most ${silenceWindowPageSize} a page. \`state\` (\`current\`, \`planned\`, \`past\`; every state ` +
          "when absent, current ones first, then planned, then past), `site_id` (a site outside the scope lists " +
          `nothing); newest first within a state. ${whoMay}`,
        auth: "signed-in",
        querystring: silenceWindowQuerySchema,
        success: { status: 200, description: "One page of windows.", schema: silenceWindowListAnswerSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const query = parseDeclared(request, "querystring");
      reply.header("cache-control", "private, no-store");
      return listSilenceWindows(deps, caller, query);
    },
  );

  app.post(
    "/silent_mode/windows",
    {
      schema: silenceRoute({
        summary: "Creates a silence window on a site, a building of it, or pieces of its equipment",
        description:
          "`site_id` (of the caller's scope: 404 otherwise), `target` (`site`, `building` with `building_id`, " +
          "`equipment` with `equipment_ids`: the site's own, else 422 `silentMode.errors.not_on_site`), " +
          "`starts_at`, `ends_at` (instants with their offset; the start at most " +
          `${silenceLimits.maxStartInPastMinutes} minutes past, the end at most ${silenceLimits.maxAheadDays} days ahead), ` +
          "`reason`, `note`, `recurrence` (`{weekdays: [1..7], until: YYYY-MM-DD}`, at most " +
          `${silenceLimits.maxSeriesDays} days ahead, each occurrence at most ${silenceLimits.maxOccurrenceHours / 24} days; ` +
          "null: once). The window's flags are applied at once. " +
          `${rulesFail} ${whoMay}`,
        auth: "signed-in",
        body: silenceWindowCreateSchema,
        success: { status: 201, description: "The window.", schema: silenceWindowAnswerSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const input = parseDeclared(request, "body");
      return reply.code(201).send(await createSilenceWindow(deps, caller, input));
    },
  );

  app.post(
    "/silent_mode/windows/:id/end",
    {
      schema: silenceRoute({
        summary: "Ends a silence window now",
        description:
          "A current window ends now, a planned one is cancelled, a recurring one has no further occurrence; " +
          "the muted flags are cleared at once. A window already over answers 422 " +
          `\`silentMode.errors.window_over\` (under \`_root\`). ${whoMay}`,
        auth: "signed-in",
        params: pathIdParamsSchema,
        success: { status: 200, description: "The window, ended.", schema: silenceWindowAnswerSchema },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      return endSilenceWindow(deps, caller, windowIdOf(request));
    },
  );

  app.post(
    "/silent_mode/windows/:id/extend",
    {
      schema: silenceRoute({
        summary: "Moves a silence window's end later",
        description:
          `\`ends_at\`: later than the current end, at most ${silenceLimits.maxAheadDays} days ahead of now. Not a ` +
          "recurring window (`silentMode.errors.recurring_not_extended`) nor one already over " +
          "(`silentMode.errors.window_over`). Counts the extension: a window extended " +
          `${silenceLimits.remindAfterExtensions} times or more reminds its author a day before its end. ` +
          `${rulesFail} ${whoMay}`,
        auth: "signed-in",
        params: pathIdParamsSchema,
        body: silenceWindowExtendSchema,
        success: { status: 200, description: "The window, extended.", schema: silenceWindowAnswerSchema },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const id = windowIdOf(request);
      const input = parseDeclared(request, "body");
      return extendSilenceWindow(deps, caller, id, input);
    },
  );
}
