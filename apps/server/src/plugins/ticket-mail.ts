import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import {
  receiveTicketMailReply,
  startTicketSmtpListener,
  type TicketSmtpListener,
  ticketsDependencies,
} from "../modules/tickets";

/**
 * Replies to ticket mail (docs/tickets.md#mail): with `runListener` (main.ts)
 * and TICKET_SMTP_PORT set, the SMTP listener starts when the app is ready,
 * each reply it takes going through the tickets' reply service, and stops
 * when the app closes. Tests and tools never listen.
 */
export const ticketMailPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { runListener: boolean }) => {
    const { ticketSmtp, ticketReplyAddress } = app.config;
    if (!options.runListener || !ticketSmtp) return;
    // The configuration refuses TICKET_SMTP_PORT without them.
    if (!ticketReplyAddress) throw new Error("TICKET_SMTP_PORT needs TICKET_MAIL_DOMAIN and TICKET_REPLY_SECRET");
    const logger = app.log.child({ component: "ticket-mail" });
    let listener: TicketSmtpListener | undefined;
    app.addHook("onReady", async () => {
      try {
        listener = await startTicketSmtpListener({
          ...ticketSmtp,
          ...ticketReplyAddress,
          logger,
          onReply: (reply) => receiveTicketMailReply(ticketsDependencies(app), reply, app.clock.now()),
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
        throw new Error(
          `TICKET_SMTP_PORT ${ticketSmtp.port} on ${ticketSmtp.host} is in use: stop what listens there or set another port.`,
        );
      }
      logger.info({ host: ticketSmtp.host, port: listener.port }, "Listening for replies to ticket mail");
    });
    app.addHook("onClose", async () => {
      await listener?.close();
    });
  },
  { name: "ondine-ticket-mail", dependencies: ["ondine-app-context", "ondine-database"] },
);
