import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db";
import { markInScope } from "../../scope/in-scope";
import { openTestDatabase } from "../../test/test-database";
import type { EquipmentChangeFeed, FeedSubscriber } from "./equipment-change-feed";
import { findSiteChanges } from "./equipment-changes.repository";
import { type EventStream, type EventStreamMessage, formatEventStreamMessage } from "./event-stream";
import { readLiveEquipmentPage } from "./live-equipment.service";
import { openLiveEquipmentStream } from "./live-equipment-stream";

/** An event stream that keeps what is sent, closed by `end()` as the real one is once Fastify has sent it. */
function recordingStream() {
  const sent: EventStreamMessage[] = [];
  const closeListeners: (() => void)[] = [];
  let closed = false;
  const stream: EventStream = {
    send: (message) => {
      if (!closed) sent.push(message);
      return true;
    },
    writable: () => Promise.resolve(),
    end: () => {
      if (closed) return;
      closed = true;
      for (const listener of closeListeners) listener();
    },
    get closed() {
      return closed;
    },
    onClose: (listener) => {
      closeListeners.push(listener);
    },
  };
  return { stream, sent };
}

/** A feed at a fixed horizon that counts its subscribers. */
function fixedFeed(horizon: number) {
  const subscribers = new Set<FeedSubscriber>();
  const feed = {
    horizon,
    subscribe: (_siteId: number, subscriber: FeedSubscriber) => {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
  } as unknown as EquipmentChangeFeed;
  return { feed, subscribers };
}

const fast = { keepAliveMs: 20, recheckMs: 30, retryMs: 20 };
const logger = { warn: () => {}, error: () => {} };
const site = markInScope("site", { id: 1 });

describe("a live equipment stream", () => {
  // Tests share one PGlite database, opened once: no test writes to it, and each stream reads site 1's
  // changes up to its own fixed feed's horizon, of which there are none, so no test can see another's.
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  });
  afterAll(() => database.close());

  it("starts with retry and its id, keeps alive, and moves the resume id past what it read", async () => {
    const { stream, sent } = recordingStream();
    const { feed } = fixedFeed(5);
    openLiveEquipmentStream({
      db: database.db,
      feed,
      site,
      resume: { from: 2, reset: false },
      events: stream,
      logger,
      isStillAllowed: async () => true,
      watchCaller: () => () => {},
      timings: fast,
    });
    expect(sent[0]).toEqual({ retryMs: 3_000, id: 2 });
    // Nothing of the site up to the horizon (5): the next keep-alive carries 5, the one after no id.
    await expect.poll(() => sent.filter((message) => message.comment === "keep-alive").length).toBeGreaterThan(1);
    const keepAlives = sent.filter((message) => message.comment === "keep-alive");
    expect(keepAlives[0]).toEqual({ comment: "keep-alive", id: 5 });
    expect(keepAlives[1]).toEqual({ comment: "keep-alive" });
    stream.end();
  });

  it("sends reset first when asked, and ends when the caller no longer may read the site", async () => {
    const { stream, sent } = recordingStream();
    const { feed, subscribers } = fixedFeed(0);
    let allowed = true;
    let recheck = () => {};
    let watching = false;
    let checks = 0;
    openLiveEquipmentStream({
      db: database.db,
      feed,
      site,
      resume: { from: 0, reset: true },
      events: stream,
      logger,
      isStillAllowed: async () => {
        checks += 1;
        return allowed;
      },
      watchCaller: (callback) => {
        recheck = callback;
        watching = true;
        return () => {
          watching = false;
        };
      },
      timings: { ...fast, recheckMs: 60_000 },
    });
    expect(sent.slice(0, 2)).toEqual([
      { retryMs: 3_000, id: 0 },
      { id: 0, event: "reset", data: "{}" },
    ]);
    const checksBefore = checks;
    recheck();
    // The check has answered, and the stream has had its turn to act on it: still open.
    await expect.poll(() => checks).toBe(checksBefore + 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(stream.closed).toBe(false);
    allowed = false;
    recheck();
    await expect.poll(() => stream.closed).toBe(true);
    // Closed: nothing of it is left.
    expect(subscribers.size).toBe(0);
    expect(watching).toBe(false);
  });

  it("checks the caller again every recheck period", async () => {
    const { stream } = recordingStream();
    let checks = 0;
    openLiveEquipmentStream({
      db: database.db,
      feed: fixedFeed(0).feed,
      site,
      resume: { from: 0, reset: false },
      events: stream,
      logger,
      isStillAllowed: async () => {
        checks += 1;
        return checks < 2;
      },
      watchCaller: () => () => {},
      timings: fast,
    });
    await expect.poll(() => stream.closed).toBe(true);
    expect(checks).toBe(2);
  });
});

describe("an event stream block", () => {
  it("writes each field on its line, data split on line breaks, and ends with a blank line", () => {
    expect(formatEventStreamMessage({ retryMs: 3_000, id: 7 })).toBe("retry: 3000\nid: 7\n\n");
    expect(formatEventStreamMessage({ id: 9, event: "equipment", data: '{"a":1}\n{"b":2}' })).toBe(
      'id: 9\nevent: equipment\ndata: {"a":1}\ndata: {"b":2}\n\n',
    );
    expect(formatEventStreamMessage({ comment: "keep-alive" })).toBe(": keep-alive\n\n");
  });
});

/**
 * Never called: `tsc -b` fails if a site's changes or the equipment they
 * name could be read for a site no scoped lookup found (docs/security.md
 * "Tenancy").
 */
export function unscopedSitesAreRefused(db: Database) {
  // @ts-expect-error a bare site id is no site found in scope
  void findSiteChanges(db, 5, { after: 0, upTo: 1, limit: 1 });
  // @ts-expect-error nor is an object shaped like one
  void readLiveEquipmentPage(db, { id: 5 }, { after: 0, upTo: 1 });
}
