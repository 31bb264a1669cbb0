import type { MailTemplate } from "./mail-template";

export type SilenceReminderMailParams = {
  firstName: string;
  siteName: string;
  organismName: string;
  /** When the window ends. */
  endsAt: Date;
  /** How many times it was extended. */
  extensions: number;
  /** The silent-mode panel in the console. */
  link: string;
};

/** The end's day and time on Paris's clock, as people of that language write it. */
function endOf(endsAt: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: "Europe/Paris" }).format(
    endsAt,
  );
}

/**
 * The reminder a day before the end of a window extended twice or more
 * (docs/alerts.md#silent-mode "Reminder"), to its author, once.
 */
export const silenceReminderMail: MailTemplate<SilenceReminderMailParams> = {
  fr: ({ firstName, siteName, organismName, endsAt, extensions, link }) => ({
    subject: `Mode silencieux : fin prochaine sur ${siteName}`,
    paragraphs: [
      `Bonjour ${firstName},`,
      `La fenêtre de mode silencieux que vous avez créée sur ${siteName} (${organismName}), prolongée ${extensions} fois, se termine le ${endOf(endsAt, "fr-FR")} (heure de Paris).`,
      "Après cette heure, le site est de nouveau supervisé et ses pannes déclenchent des alertes. Si les travaux continuent, prolongez-la ou créez-en une nouvelle.",
    ],
    action: { label: "Voir le mode silencieux", url: link },
  }),
  en: ({ firstName, siteName, organismName, endsAt, extensions, link }) => ({
    subject: `Silent mode: ending soon on ${siteName}`,
    paragraphs: [
      `Hello ${firstName},`,
      `The silent-mode window you created on ${siteName} (${organismName}), extended ${extensions} times, ends on ${endOf(endsAt, "en-GB")} (Paris time).`,
      "After that, the site is monitored again and its outages raise alerts. If the works go on, extend it or create a new one.",
    ],
    action: { label: "See silent mode", url: link },
  }),
  es: ({ firstName, siteName, organismName, endsAt, extensions, link }) => ({
    subject: `Modo silencioso: fin próxima en ${siteName}`,
    paragraphs: [
      `Hola ${firstName}:`,
      `La ventana de modo silencioso que creó en ${siteName} (${organismName}), prolongada ${extensions} veces, termina el ${endOf(endsAt, "es-ES")} (hora de París).`,
      "A partir de entonces, el sitio vuelve a estar supervisado y sus averías generan alertas. Si las obras continúan, prolónguela o cree una nueva.",
    ],
    action: { label: "Ver el modo silencioso", url: link },
  }),
  de: ({ firstName, siteName, organismName, endsAt, extensions, link }) => ({
    subject: `Ruhemodus: endet bald für ${siteName}`,
    paragraphs: [
      `Guten Tag ${firstName},`,
      `das von Ihnen angelegte Ruhemodus-Zeitfenster für ${siteName} (${organismName}), ${extensions}-mal verlängert, endet am ${endOf(endsAt, "de-DE")} (Pariser Zeit).`,
      "Danach wird der Standort wieder überwacht und Störungen lösen Alarme aus. Wenn die Arbeiten andauern, verlängern Sie es oder legen Sie ein neues an.",
    ],
    action: { label: "Ruhemodus ansehen", url: link },
  }),
};
