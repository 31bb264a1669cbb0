import { ticketErrors, ticketLimits } from "@ondine/domain";
import type Mail from "nodemailer/lib/mailer";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../../errors/app-error";
import { ticketReplyAddress } from "./ticket-reply-address";
import { sendSmtpMail, smtpFailureOf } from "./ticket-smtp-fixture";
import {
  startTicketSmtpListener,
  type TicketMailReply,
  type TicketSmtpListener,
  ticketMailMaxBytes,
} from "./ticket-smtp-listener";

const settings = { domain: "tickets.ondine.test", secret: "0123456789abcdef0123456789abcdef" };
const logger = pino({ level: "silent" });
const signed = ticketReplyAddress({ ticketId: 42, userId: 7 }, settings);

// Each test starts its own listener on a free port and closes it (afterEach).
describe("ticket SMTP listener", () => {
  let listener: TicketSmtpListener | undefined;
  afterEach(async () => {
    await listener?.close();
    listener = undefined;
  });

  const listen = async (onReply: (reply: TicketMailReply) => Promise<void>, maxMessageBytes?: number) => {
    listener = await startTicketSmtpListener({
      port: 0,
      host: "127.0.0.1",
      ...settings,
      logger,
      onReply,
      ...(maxMessageBytes ? { maxMessageBytes } : {}),
    });
    return listener;
  };

  /** Sends one mail over SMTP to the listener, as a mail exchanger would. */
  const send = (port: number, mail: Mail.Options) => sendSmtpMail(port, { subject: "Re: [T-000042] Wi-Fi", ...mail });

  it("hands a mail to a signed address over: its text without the quote, its files and its sender", async () => {
    const replies: TicketMailReply[] = [];
    const { port } = await listen(async (reply) => void replies.push(reply));
    const info = await send(port, {
      to: signed,
      text: [
        "It works again, thanks.",
        "",
        "On Mon, 2 Mar 2026 at 10:04, Ondine <no-reply@ondine.test> wrote:",
        "> Hello Ana,",
        "> We restarted the access point.",
      ].join("\n"),
      attachments: [{ filename: "speedtest.txt", content: "down 94 Mbit/s\n" }],
    });
    expect(info.accepted).toEqual([signed]);
    expect(info.response).toMatch(/^250 /);
    expect(replies).toHaveLength(1);
    const [reply] = replies;
    expect(reply).toMatchObject({
      ticketId: 42,
      userId: 7,
      message: "It works again, thanks.",
      from: "ana@customer.test",
    });
    expect(reply?.attachments.map(({ name, bytes }) => ({ name, text: Buffer.from(bytes).toString("utf8") }))).toEqual([
      { name: "speedtest.txt", text: "down 94 Mbit/s\n" },
    ]);
  });

  it("reads the text of an HTML-only mail, without its quote", async () => {
    const replies: TicketMailReply[] = [];
    const { port } = await listen(async (reply) => void replies.push(reply));
    await send(port, {
      to: signed.toUpperCase(),
      html:
        "<p>Still <b>down</b> in room 12.</p><div class=gmail_quote><div>On Mon, 2 Mar 2026 at 10:04, Ondine " +
        "&lt;no-reply@ondine.test&gt; wrote:</div><blockquote><p>Hello Ana,</p><p>We restarted it.</p></blockquote></div>",
    });
    expect(replies.map((reply) => reply.message)).toEqual(["Still down in room 12."]);
  });

  it("refuses at RCPT TO any recipient that is not a signed address", async () => {
    const replies: TicketMailReply[] = [];
    const { port } = await listen(async (reply) => void replies.push(reply));
    const signature = signed.split("@")[0]?.split("-")[3] ?? "";
    for (const to of [
      `ticket-43-7-${signature}@tickets.ondine.test`,
      `ticket-42-7-${"0".repeat(20)}@tickets.ondine.test`,
      signed.replace("tickets.ondine.test", "elsewhere.test"),
      "support@tickets.ondine.test",
    ]) {
      const failure = await smtpFailureOf(send(port, { to, text: "Hello" }));
      expect(failure.responseCode, to).toBe(550);
      expect(failure.message).toContain("No such ticket address");
    }
    expect(replies).toEqual([]);
  });

  it("takes one recipient per mail: another is deferred (452) for the sender to send again", async () => {
    const replies: TicketMailReply[] = [];
    const { port } = await listen(async (reply) => void replies.push(reply));
    const other = ticketReplyAddress({ ticketId: 43, userId: 7 }, settings);
    const info = await send(port, { to: [signed, other], text: "To both" });
    expect(info.accepted).toEqual([signed]);
    expect(info.rejected).toEqual([other]);
    expect(replies.map((reply) => reply.ticketId)).toEqual([42]);
  });

  it("refuses a mail larger than its limit (552) without handing it over", async () => {
    const replies: TicketMailReply[] = [];
    const { port } = await listen(async (reply) => void replies.push(reply), 64 * 1024);
    const failure = await smtpFailureOf(
      send(port, { to: signed, text: "Big", attachments: [{ filename: "big.txt", content: "a".repeat(100_000) }] }),
    );
    expect(failure.responseCode).toBe(552);
    expect(replies).toEqual([]);
  });

  it("takes a message's files at their largest, as a mail carries them", () => {
    const encoded = (ticketLimits.attachmentsPerMessage * ticketLimits.attachmentBytes * 4) / 3;
    expect(ticketMailMaxBytes).toBeGreaterThan(encoded * (78 / 76));
  });

  it("bounces a reply the service refuses, with a sentence that says why", async () => {
    const refusals = [
      new AppError("INVALID_PARAMETERS", '"setup.exe" is not an image (PNG, JPEG, GIF, WebP), a PDF or plain text.', {
        attachments: [ticketErrors.attachmentType],
      }),
      new AppError("NOT_FOUND"),
      new AppError("INVALID_PARAMETERS", "The request has invalid fields.", { message: ["formErrors.required"] }),
      new AppError("INVALID_PARAMETERS", "Too late.", { message: [ticketErrors.reopenTooLate] }),
      new AppError("NOT_ALLOWED", "Only the support desk writes internal notes."),
    ];
    let next = 0;
    const { port } = await listen(async () => {
      throw refusals[next++];
    });
    const bounces = [];
    for (let index = 0; index < refusals.length; index++) {
      const failure = await smtpFailureOf(send(port, { to: signed, text: "Here" }));
      bounces.push({ code: failure.responseCode, response: failure.response });
    }
    expect(bounces).toEqual([
      { code: 552, response: expect.stringContaining('Attachment refused: "setup.exe" is not an image') },
      { code: 550, response: expect.stringContaining("This ticket cannot be answered by mail") },
      { code: 550, response: expect.stringContaining("Your reply is empty") },
      { code: 550, response: expect.stringContaining("resolved more than 14 days ago: open a new ticket") },
      { code: 550, response: expect.stringContaining("not added to the ticket: Only the support desk") },
    ]);
  });

  it("asks the sender to try again later when the reply cannot be added for another reason", async () => {
    const { port } = await listen(async () => {
      throw new Error("connection terminated");
    });
    const failure = await smtpFailureOf(send(port, { to: signed, text: "Here" }));
    expect(failure.responseCode).toBe(451);
    expect(failure.response).not.toContain("connection terminated");
  });

  it("takes an automatic reply or a bounce without adding it to the ticket", async () => {
    const replies: TicketMailReply[] = [];
    const { port } = await listen(async (reply) => void replies.push(reply));
    const outOfOffice = await send(port, {
      to: signed,
      text: "I am out of the office until Monday.",
      headers: { "Auto-Submitted": "auto-replied" },
    });
    expect(outOfOffice.response).toMatch(/^250 /);
    const bounce = await send(port, { envelope: { from: "", to: signed }, text: "Delivery failed" });
    expect(bounce.response).toMatch(/^250 /);
    expect(replies).toEqual([]);
    // The same mail, written by a person, is added.
    await send(port, { to: signed, text: "I am back." });
    expect(replies.map((reply) => reply.message)).toEqual(["I am back."]);
  });
});
