import {
  alertLogAnswerSchema,
  alertLogPageSize,
  alertLogQuerySchema,
  alertSubscriptionsAnswerSchema,
  alertSubscriptionsUpdateSchema,
} from "@ondine/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { moduleDependencies } from "../../module-dependencies";
import { parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { listAlertLog } from "./alert-log.service";
import { type AlertSubscriber, listAlertSubscriptions, replaceAlertSubscriptions } from "./alert-subscriptions.service";

const alertsRoute = routeSchemaFor("Alerts");

/** The caller, signed in (401 otherwise), with the scope of their request. */
function subscriberOf(request: FastifyRequest): AlertSubscriber {
  return { userId: requireActor(request).id, scope: request.scope };
}

/** The alert calls (docs/alerts.md#calls): a person's subscriptions, and the log of what was announced. */
export async function alertsRoutes(app: FastifyInstance) {
  const deps = moduleDependencies(app);

  app.get(
    "/alerts/subscriptions",
    {
      schema: alertsRoute({
        summary: "Every site of the caller's scope, with the alerts they chose for it",
        description:
          "By organism, then site name; `levels` among `down`, `degraded`, `recovered`, empty when the site " +
          "alerts the caller of nothing (docs/alerts.md#subscriptions).",
        auth: "signed-in",
        success: { status: 200, description: "`{sites}`.", schema: alertSubscriptionsAnswerSchema },
      }),
    },
    async (request, reply) => {
      const subscriber = subscriberOf(request);
      reply.header("cache-control", "private, no-store");
      return listAlertSubscriptions(deps.db, subscriber);
    },
  );

  app.put(
    "/alerts/subscriptions",
    {
      schema: alertsRoute({
        summary: "Replaces the caller's alert choices",
        description:
          "The whole list: a site left out, or with no level, alerts the caller no more. A site outside the " +
          "caller's scope answers 404 and nothing is written. Answers the list as `GET` does.",
        auth: "signed-in",
        body: alertSubscriptionsUpdateSchema,
        success: { status: 200, description: "`{sites}`, after the change.", schema: alertSubscriptionsAnswerSchema },
      }),
    },
    async (request, reply) => {
      const subscriber = subscriberOf(request);
      const body = parseDeclared(request, "body");
      reply.header("cache-control", "private, no-store");
      return replaceAlertSubscriptions(deps, subscriber, body);
    },
  );

  app.get(
    "/alerts/log",
    {
      schema: alertsRoute({
        summary: "What was announced of the caller's sites, newest first",
        description:
          `${alertLogPageSize} a page; \`site_id\` narrows it to one site (a site outside the scope lists ` +
          "nothing). Admins read every site's. `recipients`: how many people each announcement was mailed to.",
        auth: "signed-in",
        querystring: alertLogQuerySchema,
        success: { status: 200, description: "One page of announcements.", schema: alertLogAnswerSchema },
      }),
    },
    async (request, reply) => {
      const { scope } = subscriberOf(request);
      const query = parseDeclared(request, "querystring");
      reply.header("cache-control", "private, no-store");
      return listAlertLog(deps.db, scope, query);
    },
  );
}
