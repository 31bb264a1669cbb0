import type { MailTemplate } from "./mail-template";

export type TicketReplyMailParams = {
  firstName: string;
  /** Who wrote the message. */
  authorName: string;
  /** `T-` and the ticket's id on six digits. */
  issueNumber: string;
  subject: string;
  /** The message, as written. */
  message: string;
  /** The ticket in the console. */
  link: string;
  /** The mail has the ticket's reply address as its Reply-To: answering it adds to the ticket. */
  canReplyByMail: boolean;
};

/** A public message of a ticket, to the other side (docs/tickets.md#mail). */
export const ticketReplyMail: MailTemplate<TicketReplyMailParams> = {
  fr: ({ firstName, authorName, issueNumber, subject, message, link, canReplyByMail }) => ({
    subject: `[${issueNumber}] ${subject}`,
    paragraphs: [`Bonjour ${firstName},`, `${authorName} a écrit sur le ticket ${issueNumber} « ${subject} » :`],
    quote: message,
    action: { label: "Voir le ticket", url: link },
    footnote: canReplyByMail
      ? "Répondez à ce message pour ajouter votre réponse au ticket, ou répondez depuis la console."
      : "Pour répondre, ouvrez le ticket dans la console.",
  }),
  en: ({ firstName, authorName, issueNumber, subject, message, link, canReplyByMail }) => ({
    subject: `[${issueNumber}] ${subject}`,
    paragraphs: [`Hello ${firstName},`, `${authorName} wrote on ticket ${issueNumber} “${subject}”:`],
    quote: message,
    action: { label: "See the ticket", url: link },
    footnote: canReplyByMail
      ? "Reply to this email to add your answer to the ticket, or answer in the console."
      : "To answer, open the ticket in the console.",
  }),
  es: ({ firstName, authorName, issueNumber, subject, message, link, canReplyByMail }) => ({
    subject: `[${issueNumber}] ${subject}`,
    paragraphs: [`Hola ${firstName}:`, `${authorName} ha escrito en el ticket ${issueNumber} «${subject}»:`],
    quote: message,
    action: { label: "Ver el ticket", url: link },
    footnote: canReplyByMail
      ? "Responda a este correo para añadir su respuesta al ticket, o responda desde la consola."
      : "Para responder, abra el ticket en la consola.",
  }),
  de: ({ firstName, authorName, issueNumber, subject, message, link, canReplyByMail }) => ({
    subject: `[${issueNumber}] ${subject}`,
    paragraphs: [`Guten Tag ${firstName},`, `${authorName} hat zum Ticket ${issueNumber} „${subject}“ geschrieben:`],
    quote: message,
    action: { label: "Ticket ansehen", url: link },
    footnote: canReplyByMail
      ? "Antworten Sie auf diese E-Mail, um Ihre Antwort dem Ticket hinzuzufügen, oder antworten Sie in der Konsole."
      : "Um zu antworten, öffnen Sie das Ticket in der Konsole.",
  }),
};
