import type { AddressInfo } from "node:net";
import type { Readable } from "node:stream";
import { ticketErrors, ticketLimits } from "@ondine/domain";
import type { FastifyBaseLogger } from "fastify";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { AppError } from "../../errors/app-error";
import { ticketReplyText } from "./ticket-mail-text";
import { readTicketReplyAddress, type TicketReplyAddressSettings } from "./ticket-reply-address";

// The SMTP side of replies by mail (docs/tickets.md#mail): a listener that
// takes mail for the tickets' signed reply addresses only, and hands each
// one's text and files to `onReply`.

/** A reply by mail, read: who answers which ticket, with what. */
export type TicketMailReply = {
  ticketId: number;
  userId: number;
  /** The text written above the quoted mail (`ticketReplyText`). */
  message: string;
  attachments: { name: string; bytes: Uint8Array }[];
  /** The sender as the mail names it (its From, else the envelope's), for the log. */
  from: string | undefined;
};

export type TicketSmtpListener = {
  /** The port it listens on (the one given, or the system's pick for 0). */
  port: number;
  /** Stops taking connections and ends those open. */
  close(): Promise<void>;
};

/**
 * The largest mail taken: a message's attachments at their largest, as
 * base64 writes them in a mail (4 bytes for 3, in lines of 76 and a line
 * break), and 5 MB for the text and the headers.
 */
export const ticketMailMaxBytes =
  Math.ceil(((ticketLimits.attachmentsPerMessage * ticketLimits.attachmentBytes * 4) / 3) * (78 / 76)) +
  5 * 1024 * 1024;

/**
 * An HTML part longer than this is not read as text (its conversion would
 * hold the event loop): a reply's text is at most 20,000 characters, even
 * with a long quoted thread and its styles it stays well below.
 */
const maxHtmlToReadBytes = 2 * 1024 * 1024;

/** Mail sessions open at once: each may hold a whole mail in memory. */
const maxClients = 10;

/** How long a closing listener waits for the sessions open before ending them. */
const closeTimeoutMs = 5_000;

/** An SMTP refusal: the reply code the sender gets, and the sentence its bounce shows (on one line). */
class SmtpRefusal extends Error {
  constructor(
    readonly responseCode: number,
    sentence: string,
  ) {
    super(sentence.replace(/[\r\n]+/g, " ").slice(0, 400));
    this.name = "SmtpRefusal";
  }
}

/** What the sender of a refused reply reads in their bounce, after the service said no. */
function refusalOf(error: AppError): SmtpRefusal {
  if (error.code === "NOT_FOUND") {
    return new SmtpRefusal(
      550,
      "This ticket cannot be answered by mail: it does not exist, or your account may no longer read it.",
    );
  }
  if (error.errors.attachments) return new SmtpRefusal(552, `Attachment refused: ${error.message}`);
  const keys = Object.values(error.errors).flat();
  if (keys.includes(ticketErrors.reopenTooLate)) {
    return new SmtpRefusal(
      550,
      `This ticket was resolved more than ${ticketLimits.reopenDays} days ago: open a new ticket in the console.`,
    );
  }
  if (error.errors.message?.includes("formErrors.required")) {
    return new SmtpRefusal(550, "Your reply is empty: write your answer above the quoted mail and send it again.");
  }
  return new SmtpRefusal(550, `Your reply was not added to the ticket: ${error.message}`);
}

/**
 * A mail a program wrote on its own (RFC 3834 `Auto-Submitted`, an
 * out-of-office's `Precedence` or `X-Autoreply`), or a bounce (no envelope
 * sender): taken, never added to a ticket, so that two robots never answer
 * each other through it.
 */
function isAutomatic(mail: ParsedMail, session: SMTPServerSession): boolean {
  if (session.envelope.mailFrom === false || session.envelope.mailFrom.address === "") return true;
  const header = (name: string) => {
    const value = mail.headers.get(name);
    // A header with parameters (`auto-replied; owner-email=...`) comes as its value and its parameters.
    const text = typeof value === "object" && value !== null && "value" in value ? value.value : value;
    return typeof text === "string" ? text.trim().toLowerCase() : undefined;
  };
  const autoSubmitted = header("auto-submitted");
  if (autoSubmitted !== undefined && autoSubmitted !== "no") return true;
  if (["bulk", "junk", "list", "auto_reply"].includes(header("precedence") ?? "")) return true;
  return mail.headers.has("x-autoreply") || mail.headers.has("x-autorespond");
}

/** The whole mail, or undefined once it passes `maxBytes` (the rest is read and dropped). */
function readBounded(stream: Readable, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else chunks.length = 0;
    });
    stream.once("error", reject);
    stream.once("end", () => resolve(size <= maxBytes ? Buffer.concat(chunks, size) : undefined));
  });
}

function attachmentsOf(mail: ParsedMail): TicketMailReply["attachments"] {
  return mail.attachments.map((attachment, index) => ({
    name: attachment.filename ?? `attachment-${index + 1}`,
    bytes: new Uint8Array(attachment.content.buffer, attachment.content.byteOffset, attachment.content.byteLength),
  }));
}

/**
 * Listens for SMTP on `host`:`port` (0: a free port) for replies to ticket
 * mail. Without authentication or STARTTLS (it sits behind the domain's
 * mail exchanger). A recipient that is not a reply address `domain` and
 * `secret` signed is refused at `RCPT TO` (550), one recipient per mail
 * (452 for more, which the sender's server tries again on its own), a mail
 * past `maxMessageBytes` at its end (552). A mail taken is parsed; its text
 * without the quoted mail, its files and the address's ticket and person go
 * to `onReply`: the mail is accepted (250) once it returns; an `AppError`
 * (an unknown ticket, a refused file) refuses it with a sentence the bounce
 * shows (550, 552); anything else asks the sender to try again later (451).
 */
export async function startTicketSmtpListener(options: {
  port: number;
  host: string;
  domain: string;
  secret: string;
  logger: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  onReply: (reply: TicketMailReply) => Promise<void>;
  maxMessageBytes?: number;
}): Promise<TicketSmtpListener> {
  const { logger, onReply } = options;
  const settings: TicketReplyAddressSettings = { domain: options.domain, secret: options.secret };
  const maxMessageBytes = options.maxMessageBytes ?? ticketMailMaxBytes;

  const receive = async (stream: Readable, session: SMTPServerSession): Promise<string> => {
    const raw = await readBounded(stream, maxMessageBytes);
    if (!raw)
      throw new SmtpRefusal(552, `Your mail is larger than ${maxMessageBytes} bytes: send fewer or smaller files.`);
    const [recipient] = session.envelope.rcptTo;
    const target = recipient ? readTicketReplyAddress(recipient.address, settings) : undefined;
    // RCPT TO let only such addresses through.
    if (!target) throw new SmtpRefusal(550, "No such ticket address.");
    const mail = await simpleParser(raw, {
      skipTextToHtml: true,
      skipImageLinks: true,
      maxHtmlLengthToParse: maxHtmlToReadBytes,
    });
    const envelopeSender = session.envelope.mailFrom === false ? undefined : session.envelope.mailFrom.address;
    const from = mail.from?.value[0]?.address ?? envelopeSender;
    if (isAutomatic(mail, session)) {
      logger.info({ ticketId: target.ticketId, userId: target.userId, from }, "Automatic mail to a ticket ignored");
      return "OK: automatic mail, not added to the ticket";
    }
    try {
      await onReply({
        ...target,
        message: ticketReplyText(mail.text ?? ""),
        attachments: attachmentsOf(mail),
        from,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      logger.info(
        { ticketId: target.ticketId, userId: target.userId, from, code: error.code, errors: error.errors },
        "Reply by mail refused",
      );
      throw refusalOf(error);
    }
    logger.info({ ticketId: target.ticketId, userId: target.userId, from }, "Reply by mail added to the ticket");
    return "OK: reply added to the ticket";
  };

  const server = new SMTPServer({
    name: options.domain,
    banner: "Ondine ticket replies",
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: maxMessageBytes,
    rejectOversized: true,
    maxRecipients: 1,
    maxClients,
    closeTimeout: closeTimeoutMs,
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (readTicketReplyAddress(address.address, settings)) return callback();
      callback(new SmtpRefusal(550, `No such ticket address: ${address.address.slice(0, 254)}`));
    },
    onData(stream, session, callback) {
      receive(stream, session).then(
        (accepted) => callback(null, accepted),
        (error: unknown) => {
          if (error instanceof SmtpRefusal) return callback(error);
          logger.error({ err: error }, "Reply by mail could not be added: the sender will try again");
          callback(new SmtpRefusal(451, "Temporary failure: try again later."));
        },
      );
    },
  });
  server.on("error", (error) => logger.warn({ err: error }, "Ticket SMTP connection error"));

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
