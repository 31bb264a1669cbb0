import { createServer } from "node:net";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db";
import { ticketReplyAddress } from "../modules/tickets";
import { buildTestApp } from "../test/test-app";
import { openTestDatabase, testEngines } from "../test/test-database";

const replyAddress = { domain: "tickets.ondine.test", secret: "0123456789abcdef0123456789abcdef" };

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

type SmtpFailure = Error & { code?: string; responseCode?: number; response?: string };

const sendTo = async (port: number, to: string) => {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail({ from: "ana@customer.test", to, subject: "Re:", text: "Hello" });
  } catch (error) {
    return error as SmtpFailure;
  } finally {
    transport.close();
  }
};

// Tests share one database for the file: the apps built here read no rows, so none sees another's writes.
describe.each(testEngines)("the ticket mail listener's life on %s", (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it("listens with TICKET_SMTP_PORT once the app is ready, hands replies to the service, and stops with the app", async () => {
    const port = await freePort();
    const app = buildTestApp(
      database,
      { ticketSmtp: { port, host: "127.0.0.1" }, ticketReplyAddress: replyAddress },
      { runTicketSmtpListener: true },
    );
    await app.ready();
    try {
      const unsigned = await sendTo(port, "support@tickets.ondine.test");
      expect(unsigned).toMatchObject({ responseCode: 550 });
      // Signed, for an account and a ticket that do not exist: the service answers 404, the sender a bounce.
      const unknown = await sendTo(port, ticketReplyAddress({ ticketId: 9, userId: 9 }, replyAddress));
      expect(unknown).toMatchObject({ responseCode: 550 });
      expect((unknown as SmtpFailure).response).toContain("This ticket cannot be answered by mail");
    } finally {
      await app.close();
    }
    expect(await sendTo(port, "support@tickets.ondine.test")).toMatchObject({ code: "ESOCKET" });
  });

  it("does not listen in an app built without the listener (tests, tools)", async () => {
    const port = await freePort();
    const app = buildTestApp(database, { ticketSmtp: { port, host: "127.0.0.1" }, ticketReplyAddress: replyAddress });
    await app.ready();
    try {
      expect(await sendTo(port, "support@tickets.ondine.test")).toMatchObject({ code: "ESOCKET" });
    } finally {
      await app.close();
    }
  });
});
