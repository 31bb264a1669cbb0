import {
  type AlertKind,
  type AlertLevel,
  type MessageLanguage,
  productTimeZone,
  type SiteAvailabilityReason,
} from "@ondine/domain";
import type { MailContent, MailTemplate } from "./mail-template";

/** One announcement in a person's alert mail. */
export type SiteAlertMailItem = {
  kind: AlertKind;
  /** The level it speaks of: up for a recovery, the level at the time for flapping. */
  level: AlertLevel;
  /** Why the site has its level (siteAvailabilityReason); null when up. */
  reason: SiteAvailabilityReason | null;
  siteName: string;
  organismName: string;
  /** Since when the site had the level announced. */
  since: Date;
  /** The site's monitoring in the console. */
  link: string;
};

export type SiteAlertMailParams = {
  firstName: string;
  /** Newest first; at least one. */
  alerts: SiteAlertMailItem[];
  /** The account page, where the person chooses which sites alert them. */
  subscriptionsLink: string;
};

/** What the subject says when every alert of the mail says the same thing; "mixed" otherwise. */
type SubjectTopic = "down" | "degraded" | "recovered" | "flapping";

function subjectTopic(item: SiteAlertMailItem): SubjectTopic {
  if (item.kind === "recovered" || item.kind === "flapping") return item.kind;
  return item.level === "degraded" ? "degraded" : "down";
}

/** The mail's sites, each once, in the mail's order. */
function siteNamesOf(alerts: readonly SiteAlertMailItem[]): string[] {
  return [...new Set(alerts.map((item) => item.siteName))];
}

/** Sites named in a subject before "and N more". */
const namedInSubject = 3;

type Wording = {
  locale: string;
  subject: Record<SubjectTopic, (count: number) => string> & { mixed: (count: number) => string };
  colon: string;
  andMore: (count: number) => string;
  greeting: (firstName: string) => string;
  intro: (count: number) => string;
  headline: (item: SiteAlertMailItem, since: string) => string;
  reasons: Record<SiteAvailabilityReason, string>;
  levelName: Record<AlertLevel, string>;
  monitoringLabel: string;
  footnote: (link: string) => string;
};

const sinceFormats = new Map<string, Intl.DateTimeFormat>();

/** "16 juin 2026 à 10:02", Paris time; made once per language (a format costs more to make than to use). */
function sinceFormat(locale: string): Intl.DateTimeFormat {
  let format = sinceFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: productTimeZone });
    sinceFormats.set(locale, format);
  }
  return format;
}

/** The mail in one language: the subject names the sites, the body lists each alert, newest first. */
function writeSiteAlertMail(wording: Wording, params: SiteAlertMailParams): MailContent {
  const { alerts } = params;
  const names = siteNamesOf(alerts);
  const topics = new Set(alerts.map(subjectTopic));
  const [onlyTopic] = topics;
  const heading =
    topics.size === 1 && onlyTopic ? wording.subject[onlyTopic](names.length) : wording.subject.mixed(alerts.length);
  const named = names.slice(0, namedInSubject).join(", ");
  const rest = names.length - namedInSubject;
  const subject = `${heading}${wording.colon} ${rest > 0 ? `${named}${wording.andMore(rest)}` : named}`;

  const format = sinceFormat(wording.locale);
  const single = alerts.length === 1 ? alerts[0] : undefined;
  const paragraphs = alerts.map((item) => {
    const lines = [wording.headline(item, format.format(item.since))];
    if (item.reason !== null && item.level !== "up") lines.push(wording.reasons[item.reason]);
    // One alert has the button; several have a link each.
    if (!single) lines.push(item.link);
    return lines.join("\n");
  });
  return {
    subject,
    paragraphs: [wording.greeting(params.firstName), wording.intro(alerts.length), ...paragraphs],
    ...(single ? { action: { label: wording.monitoringLabel, url: single.link } } : {}),
    footnote: wording.footnote(params.subscriptionsLink),
  };
}

const fr: Wording = {
  locale: "fr-FR",
  subject: {
    down: (count) => (count === 1 ? "Site hors service" : `${count} sites hors service`),
    degraded: (count) => (count === 1 ? "Site dégradé" : `${count} sites dégradés`),
    recovered: (count) => (count === 1 ? "Site rétabli" : `${count} sites rétablis`),
    flapping: (count) => (count === 1 ? "Site instable" : `${count} sites instables`),
    mixed: (count) => `${count} alertes sur vos sites`,
  },
  colon: " :",
  andMore: (count) => ` et ${count === 1 ? "1 autre" : `${count} autres`}`,
  greeting: (firstName) => `Bonjour ${firstName},`,
  intro: (count) =>
    count === 1
      ? "Voici une alerte sur un site que vous suivez :"
      : "Voici les alertes sur les sites que vous suivez, de la plus récente à la plus ancienne :",
  headline: (item, since) => {
    const site = `${item.siteName} (${item.organismName})`;
    const state = item.level === "degraded" ? "réseau dégradé" : "hors service";
    switch (item.kind) {
      case "down":
      case "degraded":
        return `${site} : ${state} depuis le ${since}.`;
      case "repeat":
        return `${site} : ${item.level === "degraded" ? "réseau toujours dégradé" : "toujours hors service"}, depuis le ${since}.`;
      case "still_down":
        return `${site} : toujours hors service à la fin du mode silencieux, depuis le ${since}.`;
      case "recovered":
        return `${site} : de nouveau en service depuis le ${since}.`;
      case "flapping":
        return (
          `${site} : état instable, il change sans cesse d'état (actuellement ${fr.levelName[item.level]}). ` +
          "Vous ne recevrez plus d'alerte à son sujet tant qu'il ne se sera pas stabilisé."
        );
    }
  },
  reasons: {
    neverReported: "Aucun relevé du réseau reçu pour l'instant.",
    stale: "Son réseau n'a rien remonté depuis plus de 15 minutes.",
    noLine: "Aucune de ses lignes Internet ne répond.",
    noAccessPoint: "Aucune de ses bornes Wi-Fi n'est joignable.",
    lowBandwidth: "Sa bande passante disponible est inférieure à 75 % du débit prévu.",
    fewAccessPoints: "Moins de 90 % de ses bornes Wi-Fi sont joignables.",
  },
  levelName: { up: "en service", down: "hors service", degraded: "dégradé" },
  monitoringLabel: "Voir la supervision du site",
  footnote: (link) =>
    `Vous recevez ce message parce que vous suivez ces sites. Choisissez les sites et les alertes qui vous sont envoyés sur votre compte : ${link}`,
};

const en: Wording = {
  locale: "en-GB",
  subject: {
    down: (count) => (count === 1 ? "Site down" : `${count} sites down`),
    degraded: (count) => (count === 1 ? "Site degraded" : `${count} sites degraded`),
    recovered: (count) => (count === 1 ? "Site back up" : `${count} sites back up`),
    flapping: (count) => (count === 1 ? "Site unstable" : `${count} sites unstable`),
    mixed: (count) => `${count} alerts on your sites`,
  },
  colon: ":",
  andMore: (count) => ` and ${count} more`,
  greeting: (firstName) => `Hello ${firstName},`,
  intro: (count) =>
    count === 1
      ? "Here is an alert on a site you follow:"
      : "Here are the alerts on the sites you follow, newest first:",
  headline: (item, since) => {
    const site = `${item.siteName} (${item.organismName})`;
    const state = item.level === "degraded" ? "degraded" : "down";
    switch (item.kind) {
      case "down":
      case "degraded":
        return `${site}: ${state} since ${since}.`;
      case "repeat":
        return `${site}: still ${state}, since ${since}.`;
      case "still_down":
        return `${site}: still down after its silent mode ended, since ${since}.`;
      case "recovered":
        return `${site}: back up since ${since}.`;
      case "flapping":
        return (
          `${site}: unstable, it keeps changing state (${en.levelName[item.level]} at the moment). ` +
          "You will get no further alert about it until it settles."
        );
    }
  },
  reasons: {
    neverReported: "No network report received yet.",
    stale: "Its network has not reported for more than 15 minutes.",
    noLine: "None of its Internet lines answers.",
    noAccessPoint: "None of its Wi-Fi access points can be reached.",
    lowBandwidth: "Its available bandwidth is below 75% of the planned rate.",
    fewAccessPoints: "Fewer than 90% of its Wi-Fi access points can be reached.",
  },
  levelName: { up: "up", down: "down", degraded: "degraded" },
  monitoringLabel: "See the site's monitoring",
  footnote: (link) =>
    `You receive this message because you follow these sites. Choose which sites and alerts are sent to you on your account: ${link}`,
};

const es: Wording = {
  locale: "es-ES",
  subject: {
    down: (count) => (count === 1 ? "Sitio caído" : `${count} sitios caídos`),
    degraded: (count) => (count === 1 ? "Sitio degradado" : `${count} sitios degradados`),
    recovered: (count) => (count === 1 ? "Sitio restablecido" : `${count} sitios restablecidos`),
    flapping: (count) => (count === 1 ? "Sitio inestable" : `${count} sitios inestables`),
    mixed: (count) => `${count} alertas en sus sitios`,
  },
  colon: ":",
  andMore: (count) => ` y ${count} más`,
  greeting: (firstName) => `Hola ${firstName}:`,
  intro: (count) =>
    count === 1
      ? "Esta es una alerta sobre un sitio que usted sigue:"
      : "Estas son las alertas sobre los sitios que usted sigue, de la más reciente a la más antigua:",
  headline: (item, since) => {
    const site = `${item.siteName} (${item.organismName})`;
    const state = item.level === "degraded" ? "red degradada" : "caído";
    switch (item.kind) {
      case "down":
      case "degraded":
        return `${site}: ${state} desde el ${since}.`;
      case "repeat":
        return `${site}: ${item.level === "degraded" ? "red todavía degradada" : "todavía caído"}, desde el ${since}.`;
      case "still_down":
        return `${site}: todavía caído al terminar el modo silencioso, desde el ${since}.`;
      case "recovered":
        return `${site}: restablecido desde el ${since}.`;
      case "flapping":
        return (
          `${site}: inestable, cambia de estado continuamente (ahora mismo ${es.levelName[item.level]}). ` +
          "No recibirá más alertas sobre él hasta que se estabilice."
        );
    }
  },
  reasons: {
    neverReported: "Aún no se ha recibido ningún informe de la red.",
    stale: "Su red no ha enviado datos desde hace más de 15 minutos.",
    noLine: "Ninguna de sus líneas de Internet responde.",
    noAccessPoint: "Ninguno de sus puntos de acceso Wi-Fi está alcanzable.",
    lowBandwidth: "Su ancho de banda disponible es inferior al 75 % del caudal previsto.",
    fewAccessPoints: "Menos del 90 % de sus puntos de acceso Wi-Fi están alcanzables.",
  },
  levelName: { up: "en servicio", down: "caído", degraded: "degradado" },
  monitoringLabel: "Ver la supervisión del sitio",
  footnote: (link) =>
    `Recibe este mensaje porque sigue estos sitios. Elija qué sitios y qué alertas se le envían en su cuenta: ${link}`,
};

const de: Wording = {
  locale: "de-DE",
  subject: {
    down: (count) => (count === 1 ? "Standort ausgefallen" : `${count} Standorte ausgefallen`),
    degraded: (count) => (count === 1 ? "Standort beeinträchtigt" : `${count} Standorte beeinträchtigt`),
    recovered: (count) => (count === 1 ? "Standort wieder verfügbar" : `${count} Standorte wieder verfügbar`),
    flapping: (count) => (count === 1 ? "Standort instabil" : `${count} Standorte instabil`),
    mixed: (count) => `${count} Meldungen zu Ihren Standorten`,
  },
  colon: ":",
  andMore: (count) => ` und ${count} weitere`,
  greeting: (firstName) => `Guten Tag ${firstName},`,
  intro: (count) =>
    count === 1
      ? "hier ist eine Meldung zu einem Standort, den Sie abonniert haben:"
      : "hier sind die Meldungen zu den Standorten, die Sie abonniert haben, die neueste zuerst:",
  headline: (item, since) => {
    const site = `${item.siteName} (${item.organismName})`;
    const state = item.level === "degraded" ? "Netz beeinträchtigt" : "ausgefallen";
    switch (item.kind) {
      case "down":
      case "degraded":
        return `${site}: ${state} seit dem ${since}.`;
      case "repeat":
        return `${site}: ${item.level === "degraded" ? "Netz weiterhin beeinträchtigt" : "weiterhin ausgefallen"}, seit dem ${since}.`;
      case "still_down":
        return `${site}: nach Ende des Ruhemodus weiterhin ausgefallen, seit dem ${since}.`;
      case "recovered":
        return `${site}: seit dem ${since} wieder verfügbar.`;
      case "flapping":
        return (
          `${site}: instabil, der Zustand wechselt ständig (derzeit ${de.levelName[item.level]}). ` +
          "Sie erhalten keine weitere Meldung dazu, bis er sich stabilisiert hat."
        );
    }
  },
  reasons: {
    neverReported: "Noch keine Netzmeldung empfangen.",
    stale: "Sein Netz hat seit über 15 Minuten nichts gemeldet.",
    noLine: "Keine seiner Internetleitungen antwortet.",
    noAccessPoint: "Keiner seiner WLAN-Access-Points ist erreichbar.",
    lowBandwidth: "Seine verfügbare Bandbreite liegt unter 75 % der vorgesehenen Rate.",
    fewAccessPoints: "Weniger als 90 % seiner WLAN-Access-Points sind erreichbar.",
  },
  levelName: { up: "verfügbar", down: "ausgefallen", degraded: "beeinträchtigt" },
  monitoringLabel: "Überwachung des Standorts ansehen",
  footnote: (link) =>
    `Sie erhalten diese Nachricht, weil Sie diese Standorte abonniert haben. Welche Standorte und Meldungen Sie erhalten, wählen Sie in Ihrem Konto: ${link}`,
};

const wordings: Record<MessageLanguage, Wording> = { fr, en, es, de };

/**
 * A person's alert mail (docs/alerts.md#noise): every pending notification
 * of all their sites in one message, newest first, each with its site, its
 * organism, what happened, since when, why, and a link to the site's
 * monitoring.
 */
export const siteAlertMail: MailTemplate<SiteAlertMailParams> = {
  fr: (params) => writeSiteAlertMail(wordings.fr, params),
  en: (params) => writeSiteAlertMail(wordings.en, params),
  es: (params) => writeSiteAlertMail(wordings.es, params),
  de: (params) => writeSiteAlertMail(wordings.de, params),
};
