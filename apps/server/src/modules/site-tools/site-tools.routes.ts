import {
  pathIdParamsSchema,
  siteToolLimits,
  siteToolRunSchema,
  siteToolStartAnswerSchema,
  siteToolsAnswerSchema,
  speedTestStartBodySchema,
} from "@ondine/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { rowIdFromPath } from "../../errors/path-id";
import { moduleDependencies } from "../../module-dependencies";
import { declaredSchema, parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import {
  assertMayRunSiteTools,
  getSiteToolRun,
  getSiteTools,
  type SiteToolStart,
  type SiteToolsCaller,
  startDiagnosis,
  startSpeedTest,
} from "./site-tools.service";

const siteToolsRoute = routeSchemaFor("Site tools");

const whoMay =
  "Admins and accounts with the `speedtest` role (403 otherwise, before anything is read), on a site of their " +
  "scope; another customer's site or run answers 404 (docs/site-tools.md#roles).";
const starts =
  "In one transaction, the run and its command to the site's collector (docs/site-tools.md#commands): 201 with the " +
  "new run, `running`; 200 with the one already running on the same target, and nothing more. " +
  `At most ${siteToolLimits.startsPerMinute} starts a minute per person (429 beyond).`;

/** The caller of a site tools call: signed in (401), with the `speedtest` role or an admin (403). */
function callerOf(request: FastifyRequest): SiteToolsCaller {
  const caller = { actor: requireActor(request), scope: request.scope };
  assertMayRunSiteTools(caller);
  return caller;
}

/**
 * The site tools' calls (docs/site-tools.md#calls): a site's lines with their
 * speed tests and its diagnoses, a start of either, and one run.
 */
export async function siteToolsRoutes(app: FastifyInstance) {
  const deps = moduleDependencies(app);

  /** docs/site-tools.md#calls: starts count per person (an admin logged in as someone counts as themself). */
  const limitStarts = (request: FastifyRequest, caller: SiteToolsCaller) =>
    app.enforceRateLimit(request, "siteToolsPerUser", { value: caller.actor.impersonatorId ?? caller.actor.id });
  const sendStart = (reply: FastifyReply, start: SiteToolStart) =>
    reply.code(start.created ? 201 : 200).send(start.run);
  const siteIdOf = (request: FastifyRequest) =>
    rowIdFromPath(request.params, "No such site.", declaredSchema(request, "params"));

  app.get(
    "/monitoring/sites/:id/tools",
    {
      schema: siteToolsRoute({
        summary: "A site's lines with their speed tests, and its diagnoses",
        description:
          `Each line with its contracted rate (\`bandwidth_max\`) and its latest ${siteToolLimits.historyLength} ` +
          `speed tests, and the latest ${siteToolLimits.historyLength} diagnoses, newest first; a run whose ` +
          `command expired reads \`expired\`. ${whoMay}`,
        auth: "signed-in",
        params: pathIdParamsSchema,
        success: { status: 200, description: "The lines and runs.", schema: siteToolsAnswerSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const siteId = siteIdOf(request);
      reply.header("cache-control", "private, no-store");
      return getSiteTools(deps, caller, siteId);
    },
  );

  app.post(
    "/monitoring/sites/:id/tools/speed_tests",
    {
      schema: siteToolsRoute({
        summary: "Starts a speed test of one of the site's lines",
        description:
          "`line_id`: the line, measured alone through its own interface; one the site does not have answers 422 " +
          `\`errors.line_id\`. ${starts} ${whoMay}`,
        auth: "signed-in",
        params: pathIdParamsSchema,
        body: speedTestStartBodySchema,
        success: { status: 201, description: "The run.", schema: siteToolStartAnswerSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const siteId = siteIdOf(request);
      const body = parseDeclared(request, "body");
      await limitStarts(request, caller);
      return sendStart(reply, await startSpeedTest(deps, caller, siteId, body));
    },
  );

  app.post(
    "/monitoring/sites/:id/tools/diagnoses",
    {
      schema: siteToolsRoute({
        summary: "Starts a diagnosis of the site: its Internet access, then its access points",
        description:
          "The collector tries DNS (53), HTTP (80) and HTTPS (443) and sends 20 pings; the server adds the access " +
          `points as monitoring sees them when the result comes in. ${starts} ${whoMay}`,
        auth: "signed-in",
        params: pathIdParamsSchema,
        success: { status: 201, description: "The run.", schema: siteToolStartAnswerSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const siteId = siteIdOf(request);
      await limitStarts(request, caller);
      return sendStart(reply, await startDiagnosis(deps, caller, siteId));
    },
  );

  app.get(
    "/monitoring/site_tools/runs/:id",
    {
      schema: siteToolsRoute({
        summary: "One speed test or diagnosis",
        description: `The run with its measure once it is in (what a ticket's report reads). ${whoMay}`,
        auth: "signed-in",
        params: pathIdParamsSchema,
        success: { status: 200, description: "The run.", schema: siteToolRunSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = rowIdFromPath(request.params, "No such site tool run.", declaredSchema(request, "params"));
      reply.header("cache-control", "private, no-store");
      return getSiteToolRun(deps, caller, id);
    },
  );
}
