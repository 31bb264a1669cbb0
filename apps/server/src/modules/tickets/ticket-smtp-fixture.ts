import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";

/** How nodemailer rejects a mail the SMTP server refused: the server's code and line. */
export type SmtpFailure = Error & { responseCode?: number; response?: string };

/** Sends one mail from Ana (unless told) over SMTP to the listener on `port`, as a mail exchanger would. */
export async function sendSmtpMail(port: number, mail: Mail.Options) {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail({ from: "Ana <ana@customer.test>", ...mail });
  } finally {
    transport.close();
  }
}

/** The SMTP refusal a sending ends with; fails the test if the mail was accepted. */
export function smtpFailureOf(sending: Promise<unknown>): Promise<SmtpFailure> {
  return sending.then(
    () => {
      throw new Error("the mail was accepted");
    },
    (error: SmtpFailure) => error,
  );
}
