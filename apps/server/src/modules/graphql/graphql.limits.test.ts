import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { doublingFragments, introspectionByAliases } from "../../test/hostile-graphql-documents";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase } from "../../test/test-database";
import { insertUser } from "../../test/user-factory";
import { refuseOversizedAnswer } from "./answer-size";
import { graphqlDocumentLimits } from "./document-limits";
import { apiTokenOf } from "./graphql-test-setup";

type GraphqlAnswer = { data: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };

// Documents whose handling grew exponentially or answered
// INTERNAL_ERROR are refused with 400 and the bound they pass, before graphql validates them.
describe("GraphQL document limits", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let headers: Record<string, string>;

  // Tests share one app and an admin's API token on an otherwise empty database: every test only sends documents, refused or read, and writes nothing.
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    app = buildTestApp(database);
    const token = await apiTokenOf(app, await insertUser(database.db, { admin: true }));
    headers = { "x-api-token": token };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (payload: unknown, contentType = "application/json") =>
    app.inject({
      method: "POST",
      url: "/api/graphql",
      headers: { ...headers, "content-type": contentType },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });
  const get = (query: string) => app.inject({ method: "GET", url: `/api/graphql?${query}`, headers });

  async function refusedReason(response: Awaited<ReturnType<typeof post>>) {
    expect(response.statusCode).toBe(400);
    const answer = response.json<GraphqlAnswer>();
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe("WRONG_PARAMETERS");
    return answer.errors?.[0]?.extensions?.reason;
  }

  it("refuses fragments that double at each level by the fields they would spread to (23 and 40 levels)", async () => {
    for (const levels of [23, 40]) {
      const response = await post({ query: doublingFragments(levels) });
      expect(await refusedReason(response)).toBe("QUERY_TOO_LARGE");
      expect(response.json<GraphqlAnswer>().errors?.[0]?.message).toContain(`asks for ${2 ** (levels + 1)} fields`);
    }
  });

  it("still answers a few fragments spread a few times", async () => {
    const response = await post({ query: doublingFragments(4) });
    expect(response.statusCode).toBe(200);
    expect(response.json<GraphqlAnswer>().errors).toBeUndefined();
  });

  it("refuses the schema asked a thousand times under aliases, 150 times, and twice; 101 aliases of anything", async () => {
    // The issue's 45 KB document passes the token limit first, 150 copies the fields' limit.
    expect(await refusedReason(await post({ query: introspectionByAliases(1_000) }))).toBe("QUERY_TOO_LONG");
    expect(await refusedReason(await post({ query: introspectionByAliases(150) }))).toBe("QUERY_TOO_LARGE");
    const renamed = Array.from({ length: 101 }, (_, index) => `a${index}: me { id }`).join(" ");
    expect(await refusedReason(await post({ query: `{ ${renamed} }` }))).toBe("TOO_MANY_ALIASES");
    expect(await refusedReason(await post({ query: introspectionByAliases(2) }))).toBe("TOO_MUCH_INTROSPECTION");
    const once = await post({ query: "{ __schema { queryType { name } } }" });
    expect(once.statusCode).toBe(200);
  });

  it("refuses a query nested deeper than the limit, its fragments spread", async () => {
    const nested =
      "{ sites { nodes { organism { sites { nodes { organism { sites { nodes { organism { name } } } } } } } } } }";
    expect(await refusedReason(await post({ query: nested }))).toBe("QUERY_TOO_DEEP");
    const throughFragment =
      "{ ...Deep } fragment Deep on Query { sites { nodes { organism { sites { nodes { organism { sites { nodes { id } } } } } } } } }";
    expect(await refusedReason(await post({ query: throughFragment }))).toBe("QUERY_TOO_DEEP");
  });

  it("refuses a document over the token limit with 400, before parsing it whole", async () => {
    const fields = Array.from({ length: graphqlDocumentLimits.maxTokens }, (_, index) => `f${index}`).join(" ");
    expect(await refusedReason(await post({ query: `{ me { ${fields} } }` }))).toBe("QUERY_TOO_LONG");
  });

  it("answers each malformed request 400 with its reason, never INTERNAL_ERROR", async () => {
    expect(await refusedReason(await get("query=-1"))).toBe("QUERY_SYNTAX");
    expect(await refusedReason(await get("query=%7Bme%7Bid%7D%7D&query=%7Bme%7Bid%7D%7D"))).toBe("MALFORMED_REQUEST");
    expect(await refusedReason(await get("query=%7Bme%7Bid%7D%7D&variables=%5B1%5D"))).toBe("MALFORMED_REQUEST");
    expect(await refusedReason(await post("null"))).toBe("MALFORMED_REQUEST");
    expect(await refusedReason(await post({ query: ["x"] }))).toBe("MALFORMED_REQUEST");
    expect(await refusedReason(await post({ query: "{ me { id } }", variables: [1] }))).toBe("MALFORMED_REQUEST");
    expect(await refusedReason(await post({ query: "" }))).toBe("MALFORMED_REQUEST");
    // A document given as JSON, which mercurius alone would accept, is not GraphQL text.
    const asJson = JSON.stringify({ kind: "Document", definitions: [] });
    expect(await refusedReason(await post({ query: asJson }))).toBe("QUERY_SYNTAX");
    const mutation = encodeURIComponent('mutation { disableCoupon(id: "1") { id } }');
    expect(await refusedReason(await get(`query=${mutation}`))).toBe("NOT_A_QUERY");
  });

  it("still answers a query by GET and by POST", async () => {
    const byGet = await get(`query=${encodeURIComponent("{ me { id } }")}`);
    expect(byGet.statusCode).toBe(200);
    const byPost = await post({ query: "query Who { me { id } }", operationName: "Who", variables: null });
    expect(byPost.statusCode).toBe(200);
    expect(byPost.json<GraphqlAnswer>().errors).toBeUndefined();
  });
});

describe("refuseOversizedAnswer", () => {
  it("replaces an answer over the cap with 400 ANSWER_TOO_LARGE and leaves a smaller one alone", () => {
    const sent: { status?: number; headers: Record<string, string> } = { headers: {} };
    const reply = {
      code(status: number) {
        sent.status = status;
        return this;
      },
      header(name: string, value: string) {
        sent.headers[name] = value;
        return this;
      },
    };
    const small = '{"data":{}}';
    expect(refuseOversizedAnswer(reply as never, small)).toBe(small);
    expect(sent.status).toBeUndefined();
    const replaced = refuseOversizedAnswer(reply as never, "x".repeat(9 * 1024 * 1024));
    expect(sent.status).toBe(400);
    expect(JSON.parse(replaced as string).errors[0].extensions).toEqual({
      code: "WRONG_PARAMETERS",
      reason: "ANSWER_TOO_LARGE",
    });
  });
});
