import { productTimeZone } from "@ondine/domain";
import type { MailTemplate } from "./mail-template";

/** The endpoint's last attempt: the answer's status, or why none counted (`timeout`, `connection`...). */
export type WebhookLastFailure = { status: number | null; error: string | null };

export type WebhookEndpointDisabledMailParams = {
  firstName: string;
  /** The receiver's address. */
  url: string;
  organismName: string;
  /** The first failure with no 2xx after it. */
  failingSince: Date;
  lastFailure: WebhookLastFailure;
  /** The endpoint's page in the console (`/administration/webhooks/{id}`). */
  link: string;
};

/** The moment on Paris's clock, as people of that language write it. */
function momentOf(moment: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: productTimeZone }).format(
    moment,
  );
}

/** Why the last attempt failed, in words: the answer's status, else the reason the log names. */
function failureOf(failure: WebhookLastFailure, words: Record<string, string>, answered: string): string {
  if (failure.error !== null && failure.error in words) {
    const reason = words[failure.error] as string;
    return failure.status === null ? reason : `${reason} (HTTP ${failure.status})`;
  }
  if (failure.status !== null) return `${answered} HTTP ${failure.status}`;
  return failure.error ?? "?";
}

/**
 * To an endpoint's owners when the server disables it after 5 days of failures
 * (docs/webhooks.md#disabling): which address, since when, the last error, and where to enable it again.
 */
export const webhookEndpointDisabledMail: MailTemplate<WebhookEndpointDisabledMailParams> = {
  fr: ({ firstName, url, organismName, failingSince, lastFailure, link }) => ({
    subject: `Webhook désactivé : ${url}`,
    paragraphs: [
      `Bonjour ${firstName},`,
      `Le point de réception de webhooks ${url} (${organismName}) échoue sans interruption depuis le ${momentOf(failingSince, "fr-FR")} (heure de Paris) : Ondine l'a désactivé et ne lui envoie plus rien.`,
      `Dernière erreur : ${failureOf(
        lastFailure,
        {
          timeout: "pas de réponse dans les 15 secondes",
          connection: "connexion impossible",
          dns: "nom introuvable",
          address_refused: "adresse refusée (réseau privé ou réservé)",
          redirect: "redirection (non suivie)",
          https_required: "https requis",
        },
        "réponse",
      )}.`,
      "Les envois en attente sont marqués en échec. Une fois le récepteur rétabli, réactivez le point de réception, puis renvoyez les envois en échec depuis son journal.",
    ],
    action: { label: "Voir le webhook", url: link },
  }),
  en: ({ firstName, url, organismName, failingSince, lastFailure, link }) => ({
    subject: `Webhook disabled: ${url}`,
    paragraphs: [
      `Hello ${firstName},`,
      `The webhook endpoint ${url} (${organismName}) has been failing without a break since ${momentOf(failingSince, "en-GB")} (Paris time): Ondine has disabled it and sends it nothing more.`,
      `Last error: ${failureOf(
        lastFailure,
        {
          timeout: "no answer within 15 seconds",
          connection: "could not connect",
          dns: "name not found",
          address_refused: "address refused (private or reserved network)",
          redirect: "redirect (not followed)",
          https_required: "https required",
        },
        "answer",
      )}.`,
      "Its pending deliveries are marked failed. Once the receiver is fixed, enable the endpoint again, then replay the failed deliveries from its log.",
    ],
    action: { label: "See the webhook", url: link },
  }),
  es: ({ firstName, url, organismName, failingSince, lastFailure, link }) => ({
    subject: `Webhook desactivado: ${url}`,
    paragraphs: [
      `Hola ${firstName}:`,
      `El punto de recepción de webhooks ${url} (${organismName}) falla sin interrupción desde el ${momentOf(failingSince, "es-ES")} (hora de París): Ondine lo ha desactivado y ya no le envía nada.`,
      `Último error: ${failureOf(
        lastFailure,
        {
          timeout: "sin respuesta en 15 segundos",
          connection: "conexión imposible",
          dns: "nombre no encontrado",
          address_refused: "dirección rechazada (red privada o reservada)",
          redirect: "redirección (no seguida)",
          https_required: "se requiere https",
        },
        "respuesta",
      )}.`,
      "Los envíos pendientes se marcan como fallidos. Cuando el receptor funcione de nuevo, vuelva a activar el punto de recepción y reenvíe los envíos fallidos desde su registro.",
    ],
    action: { label: "Ver el webhook", url: link },
  }),
  de: ({ firstName, url, organismName, failingSince, lastFailure, link }) => ({
    subject: `Webhook deaktiviert: ${url}`,
    paragraphs: [
      `Guten Tag ${firstName},`,
      `der Webhook-Empfänger ${url} (${organismName}) schlägt seit dem ${momentOf(failingSince, "de-DE")} (Pariser Zeit) ununterbrochen fehl: Ondine hat ihn deaktiviert und sendet ihm nichts mehr.`,
      `Letzter Fehler: ${failureOf(
        lastFailure,
        {
          timeout: "keine Antwort innerhalb von 15 Sekunden",
          connection: "keine Verbindung möglich",
          dns: "Name nicht gefunden",
          address_refused: "Adresse abgelehnt (privates oder reserviertes Netz)",
          redirect: "Weiterleitung (nicht gefolgt)",
          https_required: "https erforderlich",
        },
        "Antwort",
      )}.`,
      "Ausstehende Zustellungen werden als fehlgeschlagen markiert. Sobald der Empfänger wieder funktioniert, aktivieren Sie ihn erneut und senden Sie die fehlgeschlagenen Zustellungen aus seinem Protokoll noch einmal.",
    ],
    action: { label: "Webhook ansehen", url: link },
  }),
};
