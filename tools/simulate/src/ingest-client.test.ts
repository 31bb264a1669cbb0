import { describe, expect, it } from "vitest";
import { IngestCallError, postIngest } from "./ingest-client";

const busy = (retryAfter: string | null) =>
  new Response(JSON.stringify({ code: "SERVER_BUSY", message: "The server is very busy", errors: {} }), {
    status: 503,
    headers: retryAfter === null ? {} : { "retry-after": retryAfter },
  });
const stored = () => new Response(JSON.stringify({ batch_id: "b", accepted: 3, rejected: [] }), { status: 200 });

/** A fetch that gives the answers in turn and counts the calls. */
function answering(...answers: (() => Response)[]) {
  const calls: string[] = [];
  const fetch = (async (url: URL) => {
    calls.push(String(url));
    const next = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (!next) throw new Error("no answer left");
    return next();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const call = { baseUrl: "http://collector.test", path: "/api/ingest/v1/batches", token: "t", body: { batch_id: "b" } };

describe("postIngest", () => {
  it("sends the batch again after the wait a 503 asks for, and returns what was stored", async () => {
    const server = answering(
      () => busy("0"),
      () => busy("0"),
      () => stored(),
    );
    await expect(postIngest({ ...call, fetch: server.fetch })).resolves.toMatchObject({ accepted: 3 });
    expect(server.calls).toHaveLength(3);
  });

  it("gives up after three retries, with the status and code of the last answer", async () => {
    const server = answering(() => busy("0"));
    const failure = postIngest({ ...call, fetch: server.fetch });
    await expect(failure).rejects.toBeInstanceOf(IngestCallError);
    await expect(failure).rejects.toThrow("/api/ingest/v1/batches answered 503 SERVER_BUSY");
    expect(server.calls).toHaveLength(4);
  });

  it.each([
    ["no Retry-After", null],
    ["a wait longer than the next round's", "3600"],
    ["a date rather than seconds", "Wed, 21 Oct 2026 07:28:00 GMT"],
  ])("fails at once on a 503 with %s", async (_case, retryAfter) => {
    const server = answering(() => busy(retryAfter));
    await expect(postIngest({ ...call, fetch: server.fetch })).rejects.toThrow("answered 503");
    expect(server.calls).toHaveLength(1);
  });

  it("stops waiting when the simulator stops", async () => {
    const server = answering(
      () => busy("20"),
      () => stored(),
    );
    const stop = new AbortController();
    const posting = postIngest({ ...call, fetch: server.fetch, signal: stop.signal });
    stop.abort();
    await expect(posting).rejects.toThrow(/abort/i);
    expect(server.calls).toHaveLength(1);
  });
});
