import type { MailTemplate } from "./mail-template";

export type WebhookEndpointEnabledMailParams = {
  firstName: string;
  /** The receiver's address. */
  url: string;
  organismName: string;
  /** Who enabled it, as the console names people. */
  enabledBy: string;
  /** The endpoint's page in the console (`/administration/webhooks/{id}`). */
  link: string;
};

/**
 * To an endpoint's owners when it is enabled again after being disabled (docs/webhooks.md#disabling):
 * which address, who enabled it, and that its failed deliveries wait for a replay.
 */
export const webhookEndpointEnabledMail: MailTemplate<WebhookEndpointEnabledMailParams> = {
  fr: ({ firstName, url, organismName, enabledBy, link }) => ({
    subject: `Webhook réactivé : ${url}`,
    paragraphs: [
      `Bonjour ${firstName},`,
      `${enabledBy} a réactivé le point de réception de webhooks ${url} (${organismName}) : Ondine lui envoie de nouveau les événements à partir de maintenant.`,
      "Les envois en échec pendant la désactivation ne partent pas d'eux-mêmes : renvoyez-les depuis son journal si besoin.",
    ],
    action: { label: "Voir le webhook", url: link },
  }),
  en: ({ firstName, url, organismName, enabledBy, link }) => ({
    subject: `Webhook enabled again: ${url}`,
    paragraphs: [
      `Hello ${firstName},`,
      `${enabledBy} enabled the webhook endpoint ${url} (${organismName}) again: Ondine sends it events again from now on.`,
      "Deliveries that failed while it was disabled are not sent by themselves: replay them from its log if needed.",
    ],
    action: { label: "See the webhook", url: link },
  }),
  es: ({ firstName, url, organismName, enabledBy, link }) => ({
    subject: `Webhook reactivado: ${url}`,
    paragraphs: [
      `Hola ${firstName}:`,
      `${enabledBy} ha reactivado el punto de recepción de webhooks ${url} (${organismName}): Ondine vuelve a enviarle los eventos a partir de ahora.`,
      "Los envíos que fallaron mientras estaba desactivado no se reenvían solos: reenvíelos desde su registro si hace falta.",
    ],
    action: { label: "Ver el webhook", url: link },
  }),
  de: ({ firstName, url, organismName, enabledBy, link }) => ({
    subject: `Webhook wieder aktiviert: ${url}`,
    paragraphs: [
      `Guten Tag ${firstName},`,
      `${enabledBy} hat den Webhook-Empfänger ${url} (${organismName}) wieder aktiviert: Ondine sendet ihm ab sofort wieder die Ereignisse.`,
      "Zustellungen, die während der Deaktivierung fehlgeschlagen sind, werden nicht von selbst gesendet: Senden Sie sie bei Bedarf aus seinem Protokoll erneut.",
    ],
    action: { label: "Webhook ansehen", url: link },
  }),
};
