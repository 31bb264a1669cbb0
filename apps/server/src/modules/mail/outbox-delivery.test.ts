import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { outboxMessages } from "../../db/schema";
import { type MigratedState, readMigratedState } from "../../test/migrated-state";
import { createTestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { createMailService } from "./mail.service";
import { deliverDueMail, maxDeliveryAttempts, retryDelayMs } from "./outbox-delivery";

const logger = pino({ level: "silent" }) as FastifyBaseLogger;
const from = "Ondine <no-reply@ondine.test>";

// Real nodemailer transports: one that writes the message as JSON (it goes
// nowhere), one that speaks SMTP to a port where nothing listens.
const jsonTransport = nodemailer.createTransport({ jsonTransport: true });
const refusingSmtp = nodemailer.createTransport("smtp://127.0.0.1:9?connectionTimeout=2000");

// Tests share one database brought back to its migrated state before each test (beforeEach), so nothing of one test
// reaches the next: a delivery run reads the whole outbox.
describe.each(testEngines)("outbox delivery on %s", (engine) => {
  let database: DatabaseHandle;
  const clock = createTestClock();
  const mail = createMailService({ logger, isDeliveryConfigured: true, now: clock.now });
  let migrated: MigratedState;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    migrated = await readMigratedState(database.db);
  });
  // A delivery run goes over the whole outbox: each test starts from an empty one, whatever another left due.
  beforeEach(() => migrated.restore(database.db));
  afterAll(() => database.close());

  const queue = (to: string) =>
    mail.sendMail(database.db, {
      to,
      language: "en",
      template: "reset_password",
      params: { firstName: "Ana", link: "http://console.test/account/password/reset/abc", validHours: 6 },
    });
  const row = async (id: number) => {
    const [message] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
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
    const report = await deliverDueMail({ db: database.db, transport, from, now: clock.now, logger });
    expect(report).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([
      expect.objectContaining({ from, to: "ana@example.test", subject: "Reset your Ondine password" }),
    ]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, sentAt: clock.now(), lastError: null });
    // Sent mail is not sent again.
    expect(await deliverDueMail({ db: database.db, transport, from, now: clock.now, logger })).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it("keeps the error, retries with growing delays and gives up after the last try", async () => {
    const id = await queue("bob@example.test");
    const deliver = () => deliverDueMail({ db: database.db, transport: refusingSmtp, from, now: clock.now, logger });
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

  it("grows the delay from a minute to at most an hour", () => {
    expect([1, 2, 3, 7, 8, 20].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000]);
  });
});
