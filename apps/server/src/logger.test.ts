import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { type Config, loadConfig } from "./config";
import type { DatabaseHandle } from "./db";
import { logFormatFor, loggerOptions, requestIdFor } from "./logger";
import { signInAs } from "./test/sessions";
import { openTestDatabase, testEngines } from "./test/test-database";
import { insertUser } from "./test/user-factory";

const requestWith = (headers: IncomingMessage["headers"]) => ({ headers }) as IncomingMessage;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("requestIdFor", () => {
  it("keeps a sane incoming x-request-id", () => {
    expect(requestIdFor(requestWith({ "x-request-id": "lb-7f3a.2_b" }))).toBe("lb-7f3a.2_b");
  });

  it.each([
    ["a missing one", undefined],
    ["one with spaces or newlines", "abc\ninjected log line"],
    ["one too long", "a".repeat(129)],
    ["an empty one", ""],
  ])("replaces %s with a fresh UUID", (_case, incoming) => {
    expect(requestIdFor(requestWith(incoming === undefined ? {} : { "x-request-id": incoming }))).toMatch(uuid);
  });
});

describe("loggerOptions", () => {
  it("writes JSON lines in production, terminal or not", () => {
    expect(loggerOptions({ logLevel: "warn", nodeEnv: "production" })).toEqual({ level: "warn" });
    expect(logFormatFor({ nodeEnv: "production" })).toBe("json");
  });

  it("writes JSON lines for tests", () => {
    expect(loggerOptions({ logLevel: "silent", nodeEnv: "test" })).toEqual({ level: "silent" });
  });

  // `npm start` run by anything but a terminal (an IDE, `| tee`, a process manager) is development too.
  it("pretty-prints in development, terminal or not, when pino-pretty is installed", () => {
    expect(loggerOptions({ logLevel: "info", nodeEnv: "development" }).transport).toMatchObject({
      target: "pino-pretty",
    });
    expect(logFormatFor({ nodeEnv: "development" })).toBe("readable");
  });
});

type LogLine = Record<string, unknown>;

// Tests share nothing: each opens its own database (beforeEach) and builds its own app on it, logging to its own lines.
describe.each(testEngines)("one log line per request on %s", (engine) => {
  let database: DatabaseHandle;
  let lines: LogLine[];
  beforeEach(async () => {
    database = await openTestDatabase(engine);
    lines = [];
  });
  afterEach(() => database.close());

  /** The app as main.ts builds it, its logger writing each JSON line into `lines`. */
  const appIn = (nodeEnv: Config["nodeEnv"]) => {
    const config: Config = {
      ...loadConfig({ NODE_ENV: nodeEnv, LOG_LEVEL: "info" }),
      webDistDir: join(tmpdir(), "ondine-no-console"),
      maxEventLoopDelayMs: 0,
    };
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
    return buildApp({ config, database, logger });
  };
  const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

  it("writes exactly one JSON line per request in production: id, method, route, status, duration", async () => {
    const app = appIn("production");
    const response = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "probe-1" } });
    expect(response.statusCode).toBe(200);

    expect(linesOf("probe-1")).toEqual([
      expect.objectContaining({
        level: 30,
        msg: "request",
        method: "GET",
        route: "/api/health",
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
    expect(linesOf("probe-1")[0]).not.toHaveProperty("userId");
    expect(lines.map((line) => line.msg)).not.toContain("incoming request");
    expect(lines.map((line) => line.msg)).not.toContain("request completed");
    await app.close();
  });

  it("names the signed-in user, and writes the route's pattern rather than the URL and its query", async () => {
    const app = appIn("production");
    const user = await insertUser(database.db);
    const session = await signInAs(app, user);
    await app.inject({
      method: "GET",
      url: "/api/users/me?secret=s3cr3t",
      headers: { ...session.headers, "x-request-id": "me-1" },
    });
    await app.inject({ method: "GET", url: "/api/users/987654?secret=s3cr3t", headers: { "x-request-id": "c-1" } });
    await app.inject({ method: "GET", url: "/api/nothing-here?secret=s3cr3t", headers: { "x-request-id": "nf-1" } });

    expect(linesOf("me-1").filter((line) => line.msg === "request")).toEqual([
      expect.objectContaining({ route: "/api/users/me", status: 200, userId: user.id }),
    ]);
    // A client error is the request's line alone, with the code it answered.
    expect(linesOf("c-1")).toEqual([
      expect.objectContaining({ msg: "request", route: "/api/users/:id", status: 401, code: "NOT_AUTHORIZED" }),
    ]);
    // No route: the path alone says what was asked.
    expect(linesOf("nf-1")).toEqual([
      expect.objectContaining({
        msg: "request",
        route: null,
        path: "/api/nothing-here",
        status: 404,
        code: "NOT_FOUND",
      }),
    ]);
    const requestLines = JSON.stringify(lines.filter((line) => line.msg === "request"));
    expect(requestLines).not.toContain("s3cr3t");
    expect(requestLines).not.toContain("987654");
    await app.close();
  });

  it("writes one short readable line per request in development: method, URL, status (and code), time", async () => {
    const app = appIn("development");
    await app.inject({ method: "GET", url: "/api/health?probe=1", headers: { "x-request-id": "dev-1" } });

    await app.inject({ method: "GET", url: "/api/users/5", headers: { "x-request-id": "dev-2" } });

    const requestLines = lines.filter((line) => String(line.msg).startsWith("GET /api/"));
    expect(requestLines.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^GET \/api\/health\?probe=1 200 \d+(\.\d)? ms$/),
      expect.stringMatching(/^GET \/api\/users\/5 401 NOT_AUTHORIZED \d+(\.\d)? ms$/),
    ]);
    // Nothing else for the requests: an id would be a second line under pino-pretty.
    expect(linesOf("dev-1")).toEqual([]);
    expect(linesOf("dev-2")).toEqual([]);
    expect(lines.map((line) => line.msg)).not.toContain("incoming request");
    await app.close();
  });
});
