import { describe, expect, it } from "vitest";
import { renderMail } from "../render-mail";
import type { SiteAlertMailItem, SiteAlertMailParams } from "./site-alert";

// docs/alerts.md#noise: one mail lists a person's pending alerts, newest first, in their language.

const since = new Date("2026-06-16T08:02:00.000Z");
const link = (siteId: number) => `https://console.ondine.test/network/status/monitoring?location_site=${siteId}`;

function item(siteName: string, values: Partial<SiteAlertMailItem> = {}): SiteAlertMailItem {
  return {
    kind: "down",
    level: "down",
    reason: "noLine",
    siteName,
    organismName: "Hôtels du Port",
    since,
    link: link(siteName.length),
    ...values,
  };
}

function params(alerts: SiteAlertMailItem[]): SiteAlertMailParams {
  return { firstName: "Léa", alerts, subscriptionsLink: "https://console.ondine.test/account" };
}

describe("the site alert mail", () => {
  it("names one site's outage in the subject, with a button to its monitoring", () => {
    const mail = renderMail("site_alert", "fr", params([item("Le Phare")]));
    expect(mail.subject).toBe("Site hors service : Le Phare");
    expect(mail.text).toContain("Le Phare (Hôtels du Port) : hors service depuis le 16 juin 2026 à 10:02.\n");
    expect(mail.text).toContain(`Voir la supervision du site :\n${link(8)}`);
    expect(mail.html).toContain(`href="${link(8)}"`);
    expect(mail.text).toContain("https://console.ondine.test/account");
  });

  it("counts the sites of one kind and names the first three", () => {
    const alerts = ["Le Phare", "La Plage", "Les Dunes", "Le Port"].map((name) =>
      item(name, { kind: "recovered", level: "up", reason: null }),
    );
    expect(renderMail("site_alert", "fr", params(alerts)).subject).toBe(
      "4 sites rétablis : Le Phare, La Plage, Les Dunes et 1 autre",
    );
    expect(renderMail("site_alert", "en", params(alerts)).subject).toBe(
      "4 sites back up: Le Phare, La Plage, Les Dunes and 1 more",
    );
    const text = renderMail("site_alert", "en", params(alerts)).text;
    // Several alerts: a link under each, no reason for a recovery.
    expect(text).toContain(`Le Port (Hôtels du Port): back up since 16 June 2026 at 10:02.\n${link(7)}`);
  });

  it("says flapping, a repeat and a silence that ended on a site still down in each language", () => {
    const alerts = [
      item("Le Phare", { kind: "flapping", level: "down", reason: "stale" }),
      item("La Plage", { kind: "repeat", level: "degraded", reason: "fewAccessPoints" }),
      item("Les Dunes", { kind: "still_down" }),
    ];
    const expected = {
      fr: [
        "3 alertes sur vos sites : Le Phare, La Plage, Les Dunes",
        "état instable, il change sans cesse d'état (actuellement hors service)",
        "La Plage (Hôtels du Port) : réseau toujours dégradé, depuis le",
        "toujours hors service à la fin du mode silencieux",
      ],
      en: [
        "3 alerts on your sites: Le Phare, La Plage, Les Dunes",
        "unstable, it keeps changing state (down at the moment)",
        "La Plage (Hôtels du Port): still degraded, since",
        "still down after its silent mode ended",
      ],
      es: [
        "3 alertas en sus sitios: Le Phare, La Plage, Les Dunes",
        "inestable, cambia de estado continuamente (ahora mismo caído)",
        "La Plage (Hôtels du Port): red todavía degradada, desde el",
        "todavía caído al terminar el modo silencioso",
      ],
      de: [
        "3 Meldungen zu Ihren Standorten: Le Phare, La Plage, Les Dunes",
        "instabil, der Zustand wechselt ständig (derzeit ausgefallen)",
        "La Plage (Hôtels du Port): Netz weiterhin beeinträchtigt, seit dem",
        "nach Ende des Ruhemodus weiterhin ausgefallen",
      ],
    } as const;
    for (const [language, [subject, ...lines]] of Object.entries(expected)) {
      const mail = renderMail("site_alert", language, params(alerts));
      expect(mail.subject).toBe(subject);
      for (const line of lines) expect(mail.text).toContain(line);
    }
  });

  it("falls back to English for a language without mail templates", () => {
    const mail = renderMail(
      "site_alert",
      "nl",
      params([item("Le Phare", { kind: "degraded", level: "degraded", reason: "lowBandwidth" })]),
    );
    expect(mail.language).toBe("en");
    expect(mail.subject).toBe("Site degraded: Le Phare");
    expect(mail.text).toContain("Its available bandwidth is below 75% of the planned rate.");
  });
});
