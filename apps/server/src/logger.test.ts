import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { loggerOptions, requestIdFor } from "./logger";

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
  it("writes JSON lines when nobody watches a terminal", () => {
    expect(loggerOptions({ logLevel: "warn" }, { isTTY: false })).toEqual({ level: "warn" });
  });

  it("pretty-prints for a terminal when pino-pretty is installed", () => {
    expect(loggerOptions({ logLevel: "info" }, { isTTY: true }).transport).toMatchObject({ target: "pino-pretty" });
  });
});
