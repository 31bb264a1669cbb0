import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { outboxMessages } from "../../db/schema";
import { refuseOutboxWrites } from "../../test/outbox-faults";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { maxDeliveryAttempts, outboxIdempotencyKey, retryDelayMs } from "../mail";
import { createSmsService } from "./sms.service";
import { deliverDueSms } from "./sms-delivery";
import { createHttpSmsTransport } from "./sms-transport";

const logger = pino({ level: "silent" }) as FastifyBaseLogger;

type Received = {
  authorization: string | undefined;
  contentType: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
};

/** A provider on 127.0.0.1 that answers `status` and records what it was sent. */
async function startProvider(status: () => number): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  };
  const server = createServer(async (request, response) => {
    received.push({
      authorization: request.headers.authorization,
      contentType: request.headers["content-type"],
      idempotencyKey: request.headers["idempotency-key"] as string | undefined,
      body: await readBody(request),
    });
    const code = status();
    response.writeHead(code, { "content-type": "application/json" });
    response.end(code < 300 ? '{"id":"m-1"}' : '{"error":"quota exceeded"}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1/sms`, received, server };
}

describe.each(testEngines)("SMS delivery on %s", (engine) => {
  // Each test starts on an empty outbox: a delivery sends only what the test queued.
  const t = useTestApp(engine);
  const sms = createSmsService({ logger, isDeliveryConfigured: true, now: () => t.clock.now() });

  const queue = (to: string, language = "en") =>
    sms.sendSms(t.db, {
      to,
      language,
      template: "coupon_code",
      params: { code: "AB12CD34", duration: 3_600, endsAt: new Date("2026-06-22T16:00:00Z") },
    });
  const row = async (id: number) => {
    const [message] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    if (!message) throw new Error(`no outbox message ${id}`);
    return message;
  };

  it("posts {to, text} with the bearer token and the message's idempotency key, and marks the SMS sent", async () => {
    const provider = await startProvider(() => 200);
    try {
      const id = await queue("+33612345678", "fr");
      expect(await row(id)).toMatchObject({ channel: "sms", status: "held", language: "fr", subject: null });
      const transport = createHttpSmsTransport({ url: provider.url, token: "sms-secret" });
      const report = await deliverDueSms({ db: t.db, transport, now: t.clock.now, logger });
      expect(report).toEqual({ sent: 1, failed: 0 });
      expect(provider.received).toEqual([
        {
          authorization: "Bearer sms-secret",
          contentType: "application/json",
          idempotencyKey: `ondine-outbox-${id}-${(await row(id)).createdAt.getTime()}`,
          body: { to: "+33612345678", text: expect.stringContaining("Votre code d'accès Wi-Fi : AB12CD34.") },
        },
      ]);
      expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, sentAt: t.clock.now(), lastError: null });
    } finally {
      provider.server.close();
    }
  });

  it("keeps the provider's error, retries with growing delays, then marks it failed", async () => {
    const provider = await startProvider(() => 503);
    try {
      const id = await queue("+447911123456");
      const transport = createHttpSmsTransport({ url: provider.url, token: "sms-secret" });
      const deliver = () => deliverDueSms({ db: t.db, transport, now: t.clock.now, logger });
      expect(await deliver()).toEqual({ sent: 0, failed: 1 });
      const first = await row(id);
      expect(first).toMatchObject({
        status: "held",
        attempts: 1,
        lastError: 'SMS provider answered 503: {"error":"quota exceeded"}',
      });
      expect(first.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + retryDelayMs(1));
      // Not due yet: left alone.
      expect(await deliver()).toEqual({ sent: 0, failed: 0 });
      for (let attempt = 2; attempt <= maxDeliveryAttempts; attempt++) {
        t.clock.advance(retryDelayMs(attempt - 1));
        expect(await deliver()).toEqual({ sent: 0, failed: 1 });
      }
      expect(await row(id)).toMatchObject({ status: "failed", attempts: maxDeliveryAttempts });
      expect(provider.received).toHaveLength(maxDeliveryAttempts);
    } finally {
      provider.server.close();
    }
  });

  it("sends each SMS once when one sent mark is lost, and that one again after its lease with the same key", async () => {
    const provider = await startProvider(() => 200);
    try {
      const ids: number[] = [];
      for (const to of ["+33600000001", "+33600000002", "+33600000003", "+33600000004", "+33600000005"]) {
        ids.push(await queue(to));
      }
      const lost = ids[1] as number;
      // The database refuses its sent mark, and again at the end of the batch: a connection lost for a while.
      await refuseOutboxWrites(t.db, { messageId: lost, refuses: "outcome", times: 2 });
      const transport = createHttpSmsTransport({ url: provider.url, token: "sms-secret" });
      const deliver = () => deliverDueSms({ db: t.db, transport, now: t.clock.now, logger });
      const keyOf = async (id: number) => outboxIdempotencyKey(await row(id));

      // The others are sent and marked in the same batch, none delayed.
      expect(await deliver()).toEqual({ sent: 5, failed: 0 });
      for (const id of ids.filter((id) => id !== lost)) expect(await row(id)).toMatchObject({ status: "sent" });
      expect(await row(lost)).toMatchObject({ status: "held", attempts: 1 });
      expect(provider.received.map((received) => received.idempotencyKey)).toEqual(await Promise.all(ids.map(keyOf)));

      // Only the lost one goes again, once its lease lapses, with the key the provider already saw.
      t.clock.advance(30_000);
      expect(await deliver()).toEqual({ sent: 1, failed: 0 });
      expect(provider.received).toHaveLength(6);
      expect(provider.received[5]?.idempotencyKey).toBe(await keyOf(lost));
      expect(await row(lost)).toMatchObject({ status: "sent", attempts: 2 });
      t.clock.advance(24 * 3_600_000);
      expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    } finally {
      provider.server.close();
    }
  });

  it("counts a provider that cannot be reached as a failed try", async () => {
    const id = await queue("+34612345678");
    // Port 9 on the loopback: nothing listens there.
    const transport = createHttpSmsTransport({ url: "http://127.0.0.1:9/sms", token: "t", timeoutMs: 2_000 });
    expect(await deliverDueSms({ db: t.db, transport, now: t.clock.now, logger })).toEqual({ sent: 0, failed: 1 });
    expect((await row(id)).lastError).toMatch(/fetch failed|ECONNREFUSED/);
  });

  it("leaves mail alone, and mail delivery leaves SMS alone", async () => {
    const id = await queue("+4930123456");
    const { deliverDueMail } = await import("../mail");
    const sent: unknown[] = [];
    const transport = { sendMail: async (message: unknown) => sent.push(message) };
    await deliverDueMail({ db: t.db, transport, from: "x@example.test", now: t.clock.now, logger });
    expect(sent).toEqual([]);
    expect(await row(id)).toMatchObject({ status: "held", attempts: 0 });
  });

  it("holds the SMS and logs it when no provider is set", async () => {
    const lines: unknown[] = [];
    const heldSms = createSmsService({
      logger: { info: (details: unknown, message: unknown) => lines.push([details, message]) } as never,
      isDeliveryConfigured: false,
      now: t.clock.now,
    });
    const id = await heldSms.sendSms(t.db, {
      to: "+33612345678",
      language: "de",
      template: "coupon_code",
      params: { code: "ZZ99YY88", duration: 604_800, endsAt: new Date("2026-06-22T16:00:00Z") },
    });
    expect(await row(id)).toMatchObject({ status: "held", language: "de", recipient: "+33612345678" });
    expect(lines).toEqual([
      [
        { outboxMessageId: id, to: "+33612345678", text: expect.stringContaining("ZZ99YY88") },
        "SMS held in the outbox (SMS_URL is not set)",
      ],
    ]);
  });
});
