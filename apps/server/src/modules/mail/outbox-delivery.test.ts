import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { outboxMessages } from "../../db/schema";
import { refuseOutboxWrites } from "../../test/outbox-faults";
import { createTestClock } from "../../test/test-clock";
import { testEngines } from "../../test/test-database";
import { useTestDatabase } from "../../test/use-test-database";
import type { StartLeaseHeartbeat } from "../jobs";
import { createMailService } from "./mail.service";
import {
  deliverDueMail,
  type MailTransport,
  maxDeliveryAttempts,
  outboxLeaseMs,
  outboxLeaseRenewalMs,
  retryDelayMs,
} from "./outbox-delivery";
import { outboxMailMessageId } from "./outbox-idempotency-key";

const logger = pino({ level: "silent" }) as FastifyBaseLogger;
const from = "Ondine <no-reply@ondine.test>";

type LogLine = { msg: string; outboxMessageId?: number };

/** A logger that keeps its warnings and errors, for tests of what the delivery reports. */
function capturingLogger(): { logger: FastifyBaseLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const destination = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  return { logger: pino({ level: "warn" }, destination) as FastifyBaseLogger, lines };
}

type HandedOver = Parameters<MailTransport["sendMail"]>[0];

/** A transport that accepts every mail and keeps it; `onSend` runs while a mail is in hand. */
function recordingTransport(onSend?: (handedOver: HandedOver[]) => Promise<void> | void) {
  const sent: HandedOver[] = [];
  const transport: MailTransport = {
    async sendMail(message) {
      sent.push(message);
      await onSend?.(sent);
    },
  };
  return { sent, transport };
}

// Real nodemailer transports: one that writes the message as JSON (it goes
// nowhere), one that speaks SMTP to a port where nothing listens.
const jsonTransport = nodemailer.createTransport({ jsonTransport: true });
const refusingSmtp = nodemailer.createTransport("smtp://127.0.0.1:9?connectionTimeout=2000");

// Tests share one database brought back to its migrated state before each test (beforeEach), so nothing of one test
// reaches the next: a delivery run reads the whole outbox.
describe.each(testEngines)("outbox delivery on %s", (engine) => {
  const t = useTestDatabase(engine);
  const clock = createTestClock();
  const mail = createMailService({ logger, isDeliveryConfigured: true, now: clock.now });

  const queue = (to: string) =>
    mail.sendMail(t.db, {
      to,
      language: "en",
      template: "reset_password",
      params: { firstName: "Ana", link: "http://console.test/account/password/reset/abc", validHours: 6 },
    });
  const row = async (id: number) => {
    const [message] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    if (!message) throw new Error(`no outbox message ${id}`);
    return message;
  };

  it("sends held mail and marks it sent", async () => {
    const id = await queue("ana@example.test");
    expect(await row(id)).toMatchObject({ status: "held", attempts: 0, channel: "mail", language: "en" });
    const sent: unknown[] = [];
    const transport = {
      sendMail: async (message: Parameters<typeof jsonTransport.sendMail>[0]) => {
        sent.push(message);
        return jsonTransport.sendMail(message);
      },
    };
    const report = await deliverDueMail({ db: t.db, transport, from, now: clock.now, logger });
    expect(report).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([
      expect.objectContaining({ from, to: "ana@example.test", subject: "Reset your Ondine password" }),
    ]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, sentAt: clock.now(), lastError: null });
    // Sent mail is not sent again.
    expect(await deliverDueMail({ db: t.db, transport, from, now: clock.now, logger })).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it("keeps the error, retries with growing delays and gives up after the last try", async () => {
    const id = await queue("bob@example.test");
    const deliver = () => deliverDueMail({ db: t.db, transport: refusingSmtp, from, now: clock.now, logger });
    expect(await deliver()).toEqual({ sent: 0, failed: 1 });
    const first = await row(id);
    expect(first).toMatchObject({ status: "held", attempts: 1 });
    expect(first.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(first.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    // Not due yet: left alone.
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    for (let attempt = 2; attempt <= maxDeliveryAttempts; attempt++) {
      clock.advance(retryDelayMs(attempt - 1));
      expect(await deliver()).toEqual({ sent: 0, failed: 1 });
    }
    expect(await row(id)).toMatchObject({ status: "failed", attempts: maxDeliveryAttempts });
    clock.advance(24 * 3_600_000);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
  });

  const queueMany = async (count: number) => {
    const ids: number[] = [];
    for (let index = 0; index < count; index++) ids.push(await queue(`guest${index}@example.test`));
    return ids;
  };
  const messageIdOf = async (id: number) => outboxMailMessageId(await row(id), from);

  it("marks each mail on its own: a refused sent mark is logged, the batch goes on and records it at its end", async () => {
    const ids = await queueMany(5);
    const refused = ids[2] as number;
    await refuseOutboxWrites(t.db, { messageId: refused, refuses: "outcome", times: 1 });
    const { logger, lines } = capturingLogger();
    const { sent, transport } = recordingTransport();
    const deliver = () => deliverDueMail({ db: t.db, transport, from, now: clock.now, logger });

    expect(await deliver()).toEqual({ sent: 5, failed: 0 });
    for (const id of ids) {
      expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, claimToken: null, attemptStartedAt: null });
    }
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "Outbox outcome could not be recorded", outboxMessageId: refused }),
    );
    // Each handed over once, under its own Message-ID, and never again.
    expect(sent.map((message) => message.messageId)).toEqual(await Promise.all(ids.map(messageIdOf)));
    clock.advance(outboxLeaseMs + retryDelayMs(maxDeliveryAttempts));
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(sent).toHaveLength(5);
  });

  it("sends a mail whose sent mark stayed refused again once its lease lapses, under the same Message-ID", async () => {
    const ids = await queueMany(3);
    const refused = ids[1] as number;
    // Refused in the batch and again at its end: a connection lost for a while.
    await refuseOutboxWrites(t.db, { messageId: refused, refuses: "outcome", times: 2 });
    const { logger, lines } = capturingLogger();
    const { sent, transport } = recordingTransport();
    const deliver = () => deliverDueMail({ db: t.db, transport, from, now: clock.now, logger });

    expect(await deliver()).toEqual({ sent: 3, failed: 0 });
    expect(await row(ids[0] as number)).toMatchObject({ status: "sent" });
    expect(await row(ids[2] as number)).toMatchObject({ status: "sent" });
    // Its attempt is on record: the next batch knows it may have been delivered.
    expect(await row(refused)).toMatchObject({ status: "held", attempts: 1, attemptStartedAt: clock.now() });

    clock.advance(outboxLeaseMs - 1);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    clock.advance(1);
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect(sent.map((message) => message.messageId)).toEqual(
      await Promise.all([ids[0], refused, ids[2], refused].map((id) => messageIdOf(id as number))),
    );
    expect(await row(refused)).toMatchObject({ status: "sent", attempts: 2, attemptStartedAt: null });
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: expect.stringContaining("may have been delivered already"),
        outboxMessageId: refused,
      }),
    );
  });

  it("hands a mail's Reply-To over at every attempt, under the same Message-ID, and none to a mail without one", async () => {
    const replyTo = "ticket-42-7-0123456789abcdef0123@tickets.ondine.test";
    const answered = await mail.sendMail(t.db, {
      to: "ana@example.test",
      language: "en",
      template: "reset_password",
      params: { firstName: "Ana", link: "http://console.test/account/password/reset/abc", validHours: 6 },
      replyTo,
    });
    const plain = await queue("bob@example.test");
    expect(await row(answered)).toMatchObject({ replyTo });
    expect(await row(plain)).toMatchObject({ replyTo: null });
    let refusals = 1;
    const handedOver: HandedOver[] = [];
    const transport: MailTransport = {
      async sendMail(message) {
        handedOver.push(message);
        if (message.to === "ana@example.test" && refusals-- > 0) throw new Error("451 try again later");
        // nodemailer writes it as the Reply-To header.
        const written = (await jsonTransport.sendMail(message)) as { message: string };
        expect(JSON.parse(written.message).replyTo).toEqual(
          message.replyTo ? [{ address: replyTo, name: "" }] : undefined,
        );
      },
    };
    const deliver = () => deliverDueMail({ db: t.db, transport, from, now: clock.now, logger });

    expect(await deliver()).toEqual({ sent: 1, failed: 1 });
    clock.advance(retryDelayMs(1));
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect(handedOver.map(({ to, replyTo, messageId }) => ({ to, replyTo, messageId }))).toEqual([
      { to: "ana@example.test", replyTo, messageId: await messageIdOf(answered) },
      { to: "bob@example.test", replyTo: undefined, messageId: await messageIdOf(plain) },
      { to: "ana@example.test", replyTo, messageId: await messageIdOf(answered) },
    ]);
    expect(handedOver[1]).not.toHaveProperty("replyTo");
  });

  it("stops the batch when the database refuses to record an attempt, and gives back the mails not tried", async () => {
    const ids = await queueMany(4);
    await refuseOutboxWrites(t.db, { messageId: ids[1] as number, refuses: "attempt start", times: 1 });
    const { logger, lines } = capturingLogger();
    const { sent, transport } = recordingTransport();
    const deliver = () => deliverDueMail({ db: t.db, transport, from, now: clock.now, logger });

    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect(sent.map((message) => message.to)).toEqual(["guest0@example.test"]);
    for (const id of ids.slice(1)) {
      expect(await row(id)).toMatchObject({
        status: "held",
        attempts: 0,
        claimToken: null,
        attemptStartedAt: null,
        nextAttemptAt: clock.now(),
      });
    }
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "Outbox attempt could not be recorded", outboxMessageId: ids[1] }),
    );
    // Due again at once, not after a lease.
    expect(await deliver()).toEqual({ sent: 3, failed: 0 });
  });

  it("stops with the worker: sends the mail in hand and gives back the others at once", async () => {
    const ids = await queueMany(4);
    const stopping = new AbortController();
    const { sent, transport } = recordingTransport((handedOver) => {
      if (handedOver.length === 2) stopping.abort();
    });
    const deliver = (signal?: AbortSignal) =>
      deliverDueMail({ db: t.db, transport, from, now: clock.now, logger, ...(signal ? { signal } : {}) });

    expect(await deliver(stopping.signal)).toEqual({ sent: 2, failed: 0 });
    for (const id of ids.slice(0, 2)) expect(await row(id)).toMatchObject({ status: "sent" });
    for (const id of ids.slice(2)) {
      expect(await row(id)).toMatchObject({
        status: "held",
        attempts: 0,
        claimToken: null,
        nextAttemptAt: clock.now(),
      });
    }
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });
    expect(sent.map((message) => message.to)).toEqual(ids.map((_, index) => `guest${index}@example.test`));
  });

  it("holds a batch's mails 30 seconds and renews that lease while the batch runs", async () => {
    const ids = await queueMany(3);
    const claimedAt = clock.now().getTime();
    let renew: (() => Promise<void>) | undefined;
    const beats: number[] = [];
    let stopped = false;
    const startHeartbeat: StartLeaseHeartbeat = (renewLease, everyMs) => {
      renew = renewLease;
      beats.push(everyMs);
      return {
        stop: async () => {
          stopped = true;
        },
      };
    };
    const leases = async () => Promise.all(ids.map(async (id) => (await row(id)).nextAttemptAt.getTime()));
    const seen: { before: number[]; after: number[]; renewedAt: number } = { before: [], after: [], renewedAt: 0 };
    const { transport } = recordingTransport(async (handedOver) => {
      if (handedOver.length !== 2 || !renew) return;
      seen.before = await leases();
      clock.advance(outboxLeaseRenewalMs);
      seen.renewedAt = clock.now().getTime();
      await renew();
      seen.after = await leases();
    });

    const report = await deliverDueMail({ db: t.db, transport, from, now: clock.now, logger, startHeartbeat });
    expect(report).toEqual({ sent: 3, failed: 0 });
    expect(beats).toEqual([outboxLeaseRenewalMs]);
    const firstLease = claimedAt + outboxLeaseMs;
    expect(seen.before).toEqual([firstLease, firstLease, firstLease]);
    // The mail already sent keeps its row; the one in hand and the one waiting are held 30 s more.
    const renewed = seen.renewedAt + outboxLeaseMs;
    expect(seen.after).toEqual([firstLease, renewed, renewed]);
    expect(stopped).toBe(true);
  });

  it("grows the delay from a minute to at most an hour", () => {
    expect([1, 2, 3, 7, 8, 20].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000]);
  });
});
