import { vi } from "vitest";

export interface ApiCall {
  method: string;
  /** The path under /api, without the query: "/users/sign_in". */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** An answer: a status with a JSON body (none for 204), or a function of the call. */
export type MockAnswer = { status: number; body?: unknown } | ((call: ApiCall) => { status: number; body?: unknown });

/**
 * Stubs fetch at the boundary with answers by "METHOD /path" (path under
 * /api, query left out). A call nobody answers fails as a network failure,
 * as every call does in tests by default (setup-tests.ts). Answers may be
 * replaced during a test with `answer`.
 */
export function mockApi(answers: Record<string, MockAnswer> = {}) {
  const table = new Map(Object.entries(answers));
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const path = url.pathname.replace(/^\/api/, "");
    const call: ApiCall = {
      method,
      path,
      query: url.searchParams,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : init?.body,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const answer = table.get(`${method} ${path}`);
    if (!answer) throw new TypeError(`no answer for ${method} ${path} in this test`);
    const { status, body } = typeof answer === "function" ? answer(call) : answer;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    /** The calls made to one "METHOD /path". */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
    answer: (route: string, answer: MockAnswer) => table.set(route, answer),
  };
}

/** A JSON error body as the server sends it (docs/api.md "Errors"), plus any extra fields. */
export function errorBody(code: string, extra: Record<string, unknown> = {}) {
  return { code, message: `${code} (test)`, errors: {}, ...extra };
}
