import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { signInAs, type TestSession } from "../../test/sessions";
import type { TestUser } from "../../test/user-factory";

/** Signs users in once per suite and sends their searches through `app.inject`. */
export function searchClient(app: FastifyInstance) {
  const sessions = new Map<number, Promise<TestSession>>();
  const sessionOf = (user: TestUser) => {
    let session = sessions.get(user.id);
    if (!session) {
      session = signInAs(app, user);
      sessions.set(user.id, session);
    }
    return session;
  };
  return {
    async raw(user: TestUser, index: string, payload: unknown, url = ""): Promise<LightMyRequestResponse> {
      const { headers } = await sessionOf(user);
      return app.inject({
        method: "POST",
        url: `/api/es_proxy/${index}/_search${url}`,
        headers: { ...headers, "content-type": "application/json" },
        payload: typeof payload === "string" ? payload : JSON.stringify(payload),
      });
    },
    /** The answer's JSON; fails the test unless it is 200. */
    async search(user: TestUser, index: string, body: unknown = {}, url = "") {
      const response = await this.raw(user, index, body, url);
      if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}: ${response.body}`);
      // biome-ignore lint/suspicious/noExplicitAny: tests read the Elasticsearch answer freely.
      return response.json() as any;
    },
  };
}

/** The `_source` field values of the hits, in order. */
export function sourcesOf(
  answer: { hits: { hits: { _source: Record<string, unknown> }[] } },
  field: string,
): unknown[] {
  return answer.hits.hits.map((hit) => hit._source[field]);
}
