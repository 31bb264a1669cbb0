import { z } from "zod";
import { responseSchemaOf } from "./answer-serialization";

/**
 * A schema that depends on the present moment (a date allowed from today to
 * a year ahead): routes validate with the schema built at the request's
 * `now`, the document shows the one built when it was made.
 */
export class ClockedSchema<Schema extends z.ZodType = z.ZodType> {
  constructor(readonly build: (now: Date) => Schema) {}
}

/** Declares a schema built from the present moment, e.g. `clocked(couponCreationBodySchema)`. */
export function clocked<Schema extends z.ZodType>(build: (now: Date) => Schema): ClockedSchema<Schema> {
  return new ClockedSchema(build);
}

/** What a route may declare for a request part: a zod schema, or one built from the clock. */
export type InputSchema = z.ZodType | ClockedSchema;

export function isInputSchema(value: unknown): value is InputSchema {
  return value instanceof z.ZodType || value instanceof ClockedSchema;
}

/**
 * Who may call a route, as the document states it (docs/security.md):
 * - `none`: anyone; a session cookie sent along still needs the CSRF header to change state.
 * - `signed-in`: the session cookie (with X-CSRF-Token to change state) or X-API-TOKEN.
 * - `browser-session`: the session cookie only; an API token is refused (403).
 * - `collector`: an ingest collector's `Authorization: Bearer` token (docs/ingest.md).
 */
export type RouteAuth = "none" | "signed-in" | "browser-session" | "collector";

/** The statuses a call answers on success. */
export type SuccessStatus = 200 | 201 | 202 | 204 | 302;

/**
 * A route's `schema` (Fastify's route option): its inputs as zod schemas,
 * which the handler validates (`parseDeclared`) after authorizing, and
 * what the OpenAPI document says of it. Fastify's validation stage leaves
 * them alone (`validatedInHandler`).
 */
export type RouteSchema = {
  /** One line: what the call does (the reference page's title of the call). */
  summary: string;
  /** More, in Markdown, when the summary is not enough. */
  description?: string;
  /** The call's group in the document: its module. */
  tags: readonly [string];
  auth: RouteAuth;
  body?: InputSchema;
  querystring?: InputSchema;
  params?: InputSchema;
  /** Media types of the body when it is not only JSON (the user form also takes multipart). */
  consumes?: readonly string[];
  /**
   * What the call answers on success. Every route declares it
   * (openapi.routes.test.ts fails otherwise), in one of three ways:
   * - `schema`: a JSON answer, the zod schema of packages/domain that the
   *   console's client parses it with (`apiCall`). Fastify serializes the
   *   answer from it, and outside production each answer is checked
   *   against it (declared-answer.ts);
   * - `mediaType`: a body that is not JSON (a file, an event stream, HTML);
   * - `noBody: true`: nothing (a 204, a redirect).
   */
  success?: RouteAnswer;
};

/** A route's answer on success (RouteSchema's `success`). */
export type RouteAnswer = {
  status: SuccessStatus;
  description: string;
  /** The schema the JSON answer follows (packages/domain). */
  schema?: z.ZodType;
  /** The media type of a non-JSON answer (the reference page's HTML, a spreadsheet, an event stream), or those it may be. */
  mediaType?: string | readonly string[];
  /** The answer has no body: a 204, a redirect. */
  noBody?: true;
};

/** Whether a route's answer is declared: a JSON schema, a media type, or no body. */
export function isAnswerDeclared(answer: RouteAnswer | undefined): boolean {
  return (
    answer !== undefined && (answer.schema !== undefined || answer.mediaType !== undefined || answer.noBody === true)
  );
}

declare module "fastify" {
  interface FastifySchema {
    // Fastify's own schema type knows only the parts it validates: these are
    // what the OpenAPI document reads (RouteSchema; routeSchemaFor requires them).
    summary?: string;
    auth?: RouteAuth;
  }
}

/**
 * The route schemas of one module, grouped under `tag` in the document:
 *
 *     const couponsRoute = routeSchemaFor("Coupons");
 *     app.post("/coupons", { schema: couponsRoute({ summary: "...", auth: "signed-in", body: clocked(...) }) }, ...);
 */
export function routeSchemaFor(tag: string) {
  return <const Schema extends Omit<RouteSchema, "tags">>(schema: Schema): Schema & { tags: readonly [string] } => ({
    ...schema,
    tags: [tag],
    ...responseSchemaOf(schema.success),
  });
}
