import type { MailTemplate } from "./mail-template";

export type TicketOverdueMailParams = {
  firstName: string;
  /** `T-` and the ticket's id on six digits. */
  issueNumber: string;
  subject: string;
  /** The SLA target that fell due. */
  target: "first_response" | "resolution";
  /** True: to the assignee; false: to the desk, nobody being assigned. */
  assigned: boolean;
  /** The ticket in the console. */
  link: string;
};

/** The SLA check's reminder, once per target, when a ticket falls overdue (docs/tickets.md#sla-clock). */
export const ticketOverdueMail: MailTemplate<TicketOverdueMailParams> = {
  fr: ({ firstName, issueNumber, subject, target, assigned, link }) => {
    const targetName = target === "first_response" ? "première réponse" : "résolution";
    return {
      subject: `Ticket ${issueNumber} en retard : ${targetName}`,
      paragraphs: [
        `Bonjour ${firstName},`,
        assigned
          ? `Le ticket ${issueNumber} « ${subject} », qui vous est attribué, a dépassé son délai de ${targetName}.`
          : `Le ticket ${issueNumber} « ${subject} » n'est attribué à personne et a dépassé son délai de ${targetName}.`,
      ],
      action: { label: "Voir le ticket", url: link },
    };
  },
  en: ({ firstName, issueNumber, subject, target, assigned, link }) => {
    const targetName = target === "first_response" ? "first response" : "resolution";
    return {
      subject: `Ticket ${issueNumber} is overdue: ${targetName}`,
      paragraphs: [
        `Hello ${firstName},`,
        assigned
          ? `Ticket ${issueNumber} “${subject}”, assigned to you, is past its ${targetName} target.`
          : `Ticket ${issueNumber} “${subject}” is assigned to nobody and is past its ${targetName} target.`,
      ],
      action: { label: "See the ticket", url: link },
    };
  },
  es: ({ firstName, issueNumber, subject, target, assigned, link }) => {
    const targetName = target === "first_response" ? "primera respuesta" : "resolución";
    return {
      subject: `Ticket ${issueNumber} con retraso: ${targetName}`,
      paragraphs: [
        `Hola ${firstName}:`,
        assigned
          ? `El ticket ${issueNumber} «${subject}», asignado a usted, ha superado el plazo de ${targetName}.`
          : `El ticket ${issueNumber} «${subject}» no está asignado a nadie y ha superado el plazo de ${targetName}.`,
      ],
      action: { label: "Ver el ticket", url: link },
    };
  },
  de: ({ firstName, issueNumber, subject, target, assigned, link }) => {
    const targetName = target === "first_response" ? "erste Antwort" : "Lösung";
    return {
      subject: `Ticket ${issueNumber} überfällig: ${targetName}`,
      paragraphs: [
        `Guten Tag ${firstName},`,
        assigned
          ? `das Ihnen zugewiesene Ticket ${issueNumber} „${subject}“ hat die Frist für die ${targetName} überschritten.`
          : `das Ticket ${issueNumber} „${subject}“ ist niemandem zugewiesen und hat die Frist für die ${targetName} überschritten.`,
      ],
      action: { label: "Ticket ansehen", url: link },
    };
  },
};
