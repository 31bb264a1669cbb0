import type { DatabaseEngine } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { ClientError, GraphQLClient } from "graphql-request";
import { expect } from "vitest";
import type { DatabaseHandle } from "../../db";
import { signInAs } from "../../test/sessions";
import { buildTestApp } from "../../test/test-app";
import type { TestClock } from "../../test/test-clock";
import { openTestDatabase } from "../../test/test-database";

export type ListeningApp = { app: FastifyInstance; database: DatabaseHandle; url: string };

/** The app on a fresh database, listening on a free port of the loopback: GraphQL clients talk to it over HTTP. */
export async function startListeningApp(
  engine: DatabaseEngine,
  options: { clock?: TestClock } = {},
): Promise<ListeningApp> {
  const database = await openTestDatabase(engine);
  const app = buildTestApp(database, {}, options.clock ? { clock: options.clock } : {});
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  return { app, database, url: `${address}/api/graphql` };
}

/** Signs the user in and makes their API token, as the token page does. */
export async function apiTokenOf(
  app: FastifyInstance,
  user: { email: string; password: string },
  body: object = {},
): Promise<string> {
  const { headers } = await signInAs(app, user);
  const response = await app.inject({ method: "POST", url: "/api/generate_api_token", headers, payload: body });
  if (response.statusCode !== 200)
    throw new Error(`generate_api_token answered ${response.statusCode}: ${response.body}`);
  return response.json<{ api_token: string }>().api_token;
}

/** A GraphQL client library from npm, as an integrator would use it, sending the token. */
export function graphqlClient(url: string, token: string): GraphQLClient {
  return new GraphQLClient(url, { headers: { "x-api-token": token } });
}

/** The GraphQL errors of a refused request, as the client library reports them; fails the test unless refused. */
export async function graphqlRefusal(request: Promise<unknown>) {
  const error = await request.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ClientError);
  const { response } = error as ClientError;
  return { status: response.status, errors: response.errors ?? [] };
}
