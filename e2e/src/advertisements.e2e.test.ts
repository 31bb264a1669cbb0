import type {
  Advertisement,
  AdvertisementAnswer,
  AdvertisementListAnswer,
  PortalAnnouncementAnswer,
} from "@ondine/domain";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { consoleForFile } from "./support/console-for-file";
import { type SeenSite, sitesSeenBy } from "./support/locations";
import { checkScreen } from "./support/screen-check";

const shared = consoleForFile();

/** The interface languages this journey reads the screens in. */
type Language = "en" | "fr";

/** A day as the API writes it, `2026-12-10`. */
type Day = string;

/** Paris's calendar day today (the console's and the server's day), plus `offset` days. */
function parisDay(offset = 0): Day {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
  const [year, month, day] = today.split("-").map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + offset)).toISOString().slice(0, 10);
}

/** The `day`th of next month (Paris): far enough ahead that no seeded announcement is coming then. */
function nextMonthDay(day: number): Day {
  const [year, month] = parisDay().split("-").map(Number);
  return new Date(Date.UTC(year ?? 0, month ?? 0, day)).toISOString().slice(0, 10);
}

function dateOf(day: Day): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** How the calendar names a day's button (dayjs "D MMMM YYYY" in the interface language). */
function calendarDayName(day: Day, language: Language): string {
  const date = dateOf(day);
  const month = new Intl.DateTimeFormat(language, { month: "long", timeZone: "UTC" }).format(date);
  return `${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`;
}

/** How the form's refusal writes a day (formatPlainDay: the medium date style). */
function plainDay(day: Day, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(dateOf(day));
}

const calendarWords = {
  en: { nextMonth: "Next month" },
  fr: { nextMonth: "Mois suivant" },
} as const;

/** Opens a day field's calendar, goes forward to `day`'s month and picks it. */
async function pickDay(page: Page, label: string, day: Day, language: Language): Promise<void> {
  await page.getByLabel(labelled(label)).click();
  const dropdown = page.locator(".mantine-Popover-dropdown").filter({ has: page.getByRole("table") });
  const button = dropdown.getByRole("button", { name: calendarDayName(day, language), exact: true });
  for (let step = 0; step < 3 && !(await button.isVisible()); step += 1) {
    await dropdown.getByRole("button", { name: calendarWords[language].nextMonth }).click();
  }
  await button.click();
  await dropdown.waitFor({ state: "hidden" });
}

/** Types a day in a day field, in the interface language's figures (en 12/31/2026, fr 31/12/2026), as a keyboard user does. */
async function typeDay(page: Page, label: string, day: Day, language: Language): Promise<void> {
  const figures = new Intl.DateTimeFormat(language, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: "UTC",
  }).format(dateOf(day));
  const field = page.getByRole("textbox", { name: labelled(label) });
  await field.fill(figures);
  // The calendar opened by typing closes; the day stays as typed.
  await page.keyboard.press("Escape");
  await page
    .locator(".mantine-Popover-dropdown")
    .filter({ has: page.getByRole("table") })
    .waitFor({ state: "hidden" });
  expect(await field.inputValue()).toBe(figures);
}

/** A field's label, with or without the asterisk of a required one. */
function labelled(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?: \\*)?$`);
}

/**
 * checkScreen from the page's top: a save scrolls to the field or alert it
 * jumps to, and a full-page screenshot of a scrolled page draws the fixed
 * header where the window was, over the form.
 */
async function checkFormScreen(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkScreen(page, name);
}

/**
 * docs/product.md#errors-behaviour, a refused save: the failure notice over the page, which stays
 * until closed (here from the keyboard), and the refusal at the top of the
 * form (in <main>), which stays.
 */
async function refusalShown(page: Page, language: "en" | "fr", title: string): Promise<Locator> {
  const notice = page.getByTestId("notices").getByRole("alert");
  expect(await notice.textContent()).toContain(title);
  const refusal = page.getByRole("main").getByRole("alert").filter({ hasText: title });
  await refusal.waitFor();
  await notice.getByRole("button", { name: words[language].dismiss }).press("Enter");
  await notice.waitFor({ state: "detached" });
  return refusal;
}

async function csrfOf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((cookie) => cookie.name === "ondine_csrf")?.value ?? "";
}

/** Every announcement the signed-in admin may see, page after page (20 a page, docs/product.md#announcements). */
async function allAdvertisements(page: Page): Promise<Advertisement[]> {
  const all: Advertisement[] = [];
  for (let number = 1; ; number += 1) {
    const response = await page.request.get(`/api/portal_annoucements?per_page=20&page=${number}`);
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as AdvertisementListAnswer;
    all.push(...answer.advertisements);
    if (number >= answer.total_pages) return all;
  }
}

/** Sites on which no announcement runs on any day, neither their own nor their organism's. */
function quietSites(sites: readonly SeenSite[], advertisements: readonly Advertisement[]): SeenSite[] {
  const named = new Set(
    advertisements.flatMap((advertisement) =>
      advertisement.locations.map((location) => `${location.location_type}-${location.location_id}`),
    ),
  );
  const names = new Map<string, number>();
  for (const site of sites) names.set(site.name, (names.get(site.name) ?? 0) + 1);
  return sites.filter(
    (site) => !named.has(`Site-${site.id}`) && !named.has(`Organism-${site.organism_id}`) && names.get(site.name) === 1,
  );
}

/** The guest's side, asked as a captive portal does: without any session. */
async function portalAnnouncement(baseUrl: string, siteId: number, lang: string) {
  const response = await fetch(`${baseUrl}/api/portal/sites/${siteId}/announcement?lang=${lang}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);
  return ((await response.json()) as PortalAnnouncementAnswer).announcement;
}

interface LocaleTexts {
  title?: string;
  content?: string;
  signature?: string;
}

const words = {
  en: {
    internalTitle: "Internal title",
    firstDay: "First day",
    lastDay: "Last day",
    locations: "Locations",
    publicTitle: "Public title",
    content: "Text",
    signature: "Signature",
    save: "Save",
    dismiss: "Dismiss notification",
    create: "Create an announcement",
    tabs: { fr: /^French/, en: /^English/, de: /^German/ },
    inError: "has errors",
    takenHint: "Greyed-out days are already taken at these locations by other announcements.",
  },
  fr: {
    internalTitle: "Titre interne",
    firstDay: "Premier jour",
    lastDay: "Dernier jour",
    locations: "Lieux",
    publicTitle: "Titre affiché",
    content: "Texte",
    signature: "Signature",
    save: "Enregistrer",
    dismiss: "Fermer la notification",
    create: "Créer une annonce",
    tabs: { fr: /^Français/, en: /^Anglais/, de: /^Allemand/ },
    inError: "contient des erreurs",
    takenHint: "Les jours grisés sont déjà pris sur ces lieux par d'autres annonces.",
  },
} as const;

type TabLocale = keyof (typeof words)["en"]["tabs"];

/** Fills the active tab's texts (only those given). */
async function fillLocale(page: Page, language: Language, locale: TabLocale, texts: LocaleTexts): Promise<void> {
  const w = words[language];
  await page.getByRole("tab", { name: w.tabs[locale] }).click();
  const panel = page.getByRole("tabpanel");
  if (texts.title !== undefined) await panel.getByLabel(w.publicTitle, { exact: true }).fill(texts.title);
  if (texts.content !== undefined) await panel.getByLabel(w.content, { exact: true }).fill(texts.content);
  if (texts.signature !== undefined) await panel.getByLabel(w.signature, { exact: true }).fill(texts.signature);
}

/** The form's first part: internal title, days, one site picked by its name in the picker. */
async function fillHeader(
  page: Page,
  language: Language,
  header: { title: string; startsAt: Day; endsAt: Day; site: SeenSite },
): Promise<void> {
  const w = words[language];
  await page.getByLabel(labelled(w.internalTitle)).fill(header.title);
  await page.getByRole("combobox", { name: w.locations }).fill(header.site.name);
  await page.getByRole("option", { name: `${header.site.name} · ${header.site.organism_name}`, exact: true }).click();
  await page.keyboard.press("Escape");
  await pickDay(page, w.firstDay, header.startsAt, language);
  await pickDay(page, w.lastDay, header.endsAt, language);
}

/**
 * The same with days overlapping another announcement's on that site: the
 * pickers grey those days out, so they are typed, and the form
 * names the overlap before any save.
 */
async function fillOverlappingHeader(
  page: Page,
  language: Language,
  header: { title: string; startsAt: Day; endsAt: Day; site: SeenSite; overlapped: string },
): Promise<void> {
  const w = words[language];
  await page.getByLabel(labelled(w.internalTitle)).fill(header.title);
  await page.getByRole("combobox", { name: w.locations }).fill(header.site.name);
  await page.getByRole("option", { name: `${header.site.name} · ${header.site.organism_name}`, exact: true }).click();
  await page.keyboard.press("Escape");
  await page.getByText(w.takenHint).waitFor();
  // The taken day is greyed in the first day's calendar.
  await page.getByRole("textbox", { name: labelled(w.firstDay) }).click();
  const dropdown = page.locator(".mantine-Popover-dropdown").filter({ has: page.getByRole("table") });
  const takenDay = dropdown.getByRole("button", { name: calendarDayName(header.startsAt, language), exact: true });
  for (let step = 0; step < 3 && !(await takenDay.isVisible()); step += 1) {
    await dropdown.getByRole("button", { name: calendarWords[language].nextMonth }).click();
  }
  expect(await takenDay.isDisabled()).toBe(true);
  await page.keyboard.press("Escape");
  await typeDay(page, w.firstDay, header.startsAt, language);
  await typeDay(page, w.lastDay, header.endsAt, language);
  await page.getByText(header.overlapped, { exact: false }).first().waitFor();
}

const breakfast = {
  fr: { title: "Petit-déjeuner prolongé", content: "Servi jusqu'à 11 h le week-end.", signature: "La direction" },
  en: { title: "Late breakfast", content: "Served until 11 am at weekends.", signature: "The management" },
  de: { title: "Langes Frühstück", content: "Am Wochenende bis 11 Uhr serviert.", signature: "Die Direktion" },
};

describe("portal announcements (docs/product.md#announcements-screens, docs/product.md#announcements-validation, docs/product.md#errors-behaviour)", () => {
  // A long journey (six screens, two languages, the portal read back): twice the files' 120 s. Three journeys
  // at once on 2 cores took it past 120 s in a rehearsal (the journeys' load average 6 to 10).
  it("lists, creates with a German tab to fix, refuses an overlap with its conflict list, and the portal falls back", {
    timeout: 240_000,
  }, async () => {
    const admin = await shared.signedInPage("admin@ondine.example");
    const seeded = await allAdvertisements(admin);
    const [site, fallbackSite] = quietSites(await sitesSeenBy(admin), seeded);
    if (!site || !fallbackSite) throw new Error("the seed has no two sites without announcements");

    // 1. The seeded announcements, each with its state's badge.
    await admin.goto("/portal_advertisement/list?lang=en");
    const table = admin.getByRole("table");
    await table.getByRole("row").nth(1).waitFor();
    expect(await table.getByRole("row").count()).toBe(21);
    const badges = (await table.locator("tbody tr").allTextContents()).join(" ");
    expect(badges).toMatch(/Upcoming|Live|Ended/);
    await checkScreen(admin, "Announcements list (en)");

    // 2. French and English filled, German only titled: the save jumps to the German tab, flagged.
    const title = "Late breakfast weekends";
    const startsAt = nextMonthDay(10);
    const endsAt = nextMonthDay(14);
    await admin.getByRole("link", { name: words.en.create }).click();
    await admin.waitForURL((url) => url.pathname === "/portal_advertisement/create");
    await admin.getByRole("heading", { level: 1, name: "Create an announcement" }).waitFor();
    await fillHeader(admin, "en", { title, startsAt, endsAt, site });
    await fillLocale(admin, "en", "fr", breakfast.fr);
    await fillLocale(admin, "en", "en", breakfast.en);
    await fillLocale(admin, "en", "de", { title: breakfast.de.title });
    await admin.getByRole("tab", { name: words.en.tabs.fr }).click();
    await admin.getByRole("button", { name: words.en.save, exact: true }).click();
    const germanTab = admin.getByRole("tab", { name: words.en.tabs.de });
    await expect.poll(() => germanTab.getAttribute("aria-selected")).toBe("true");
    expect(await germanTab.textContent()).toContain(words.en.inError);
    await expect
      .poll(() => admin.getByLabel(words.en.content, { exact: true }).getAttribute("aria-invalid"))
      .toBe("true");
    await checkFormScreen(admin, "Announcement form, German incomplete (en)");

    // Fixed, the preview's phone frame shows the German texts.
    await fillLocale(admin, "en", "de", { content: breakfast.de.content, signature: breakfast.de.signature });
    const preview = admin.getByTestId("portal-preview");
    await expect.poll(() => preview.textContent()).toContain(breakfast.de.content);
    expect(await preview.textContent()).toContain(breakfast.de.title);
    expect(await preview.textContent()).toContain(breakfast.de.signature);

    // A picture dropped in: a seeded announcement's own PNG, read back by its URL; its size in ko ("KB" in English), shown in the preview.
    const pictured = (await allAdvertisements(admin)).find((advertisement) => advertisement.image !== null);
    const picture = pictured?.image;
    if (!picture) throw new Error("the demo data has no announcement with an image");
    const bytes = await (await admin.request.get(picture.url)).body();
    await admin
      .locator('input[type="file"]')
      .setInputFiles({ name: "breakfast.png", mimeType: "image/png", buffer: bytes });
    await admin.getByText("breakfast.png").waitFor();
    const sizeInKo = new Intl.NumberFormat("en", { maximumFractionDigits: 1 }).format(bytes.length / 1000);
    await admin.getByText(`${sizeInKo} KB`, { exact: true }).waitFor();
    await preview.locator("img").waitFor();
    expect(await germanTab.textContent()).not.toContain(words.en.inError);
    await checkFormScreen(admin, "Announcement form with preview (en)");

    // Saved: back on the list's page holding it, the toast top right for 2 s.
    await admin.getByRole("button", { name: words.en.save, exact: true }).click();
    await admin.waitForURL((url) => url.pathname === "/portal_advertisement/list");
    const toast = admin.getByTestId("notices").getByRole("status");
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Announcement saved.");
    const box = await toast.boundingBox();
    expect(box && box.y < 100 && box.x + box.width > 1440 - 100).toBe(true);
    const createdRow = admin.getByRole("row").filter({ hasText: title });
    await createdRow.waitFor();
    expect(await createdRow.textContent()).toContain("Upcoming");
    await toast.waitFor({ state: "detached" });
    const created = (await allAdvertisements(admin)).find((advertisement) => advertisement.internal_title === title);
    expect(created?.public_title).toEqual({ fr: breakfast.fr.title, en: breakfast.en.title, de: breakfast.de.title });
    const page = Number(new URL(admin.url()).searchParams.get("page") ?? "1");
    const listed = await admin.request.get(`/api/portal_annoucements?per_page=20&page=${page}`);
    expect(((await listed.json()) as AdvertisementListAnswer).advertisements.map((a) => a.id)).toContain(created?.id);

    // 3. Another one on the same site and overlapping days: refused, the first one named with its period.
    await admin.goto("/portal_advertisement/create?lang=en");
    await fillOverlappingHeader(admin, "en", {
      title: "Spa closed",
      startsAt: nextMonthDay(12),
      endsAt: nextMonthDay(13),
      site,
      overlapped: `These days overlap “${title}”`,
    });
    await fillLocale(admin, "en", "fr", { title: "Spa fermé", content: "Travaux d'entretien.", signature: "L'équipe" });
    await admin.getByRole("button", { name: words.en.save, exact: true }).click();
    // docs/product.md#errors-behaviour: a toast over the page, and the refusal at the top of the form, in <main>; the manager's walk-through: in words.
    const refusal = await refusalShown(
      admin,
      "en",
      `The announcement was not saved: “${title}” already runs at these locations from ${plainDay(startsAt, "en")} to ${plainDay(endsAt, "en")}.`,
    );
    const conflict = refusal.getByRole("listitem").filter({ hasText: title });
    expect(await conflict.textContent()).toContain(`${plainDay(startsAt, "en")} to ${plainDay(endsAt, "en")}`);
    expect(await conflict.getByRole("link", { name: title }).getAttribute("href")).toBe(
      `/portal_advertisement/edit/${created?.id}`,
    );
    await checkFormScreen(admin, "Announcement form, overlapping (en)");

    // 3b. An announcement opened from the list, changed and saved; the list shows the change.
    await admin.goto("/portal_advertisement/list?lang=en&location=all");
    await admin.getByRole("searchbox", { name: "Search" }).fill(title);
    await admin.getByRole("link", { name: `Edit “${title}”` }).click();
    await admin.waitForURL((url) => url.pathname === `/portal_advertisement/edit/${created?.id}`);
    await admin.getByRole("heading", { level: 1, name: "Edit the announcement" }).waitFor();
    const internalTitle = admin.getByRole("textbox", { name: labelled(words.en.internalTitle) });
    await expect.poll(() => internalTitle.inputValue()).toBe(title);
    await checkFormScreen(admin, "Announcement edit form (en)");
    const renamed = `${title} (extended)`;
    await internalTitle.fill(renamed);
    await admin.getByRole("button", { name: words.en.save, exact: true }).click();
    await admin.waitForURL((url) => url.pathname === "/portal_advertisement/list");
    await admin.getByRole("row").filter({ hasText: renamed }).waitFor();
    await admin.goto(`/portal_advertisement/edit/${created?.id}?lang=fr`);
    await admin.getByRole("heading", { level: 1, name: "Modifier l'annonce" }).waitFor();
    await expect
      .poll(() => admin.getByRole("textbox", { name: labelled(words.fr.internalTitle) }).inputValue())
      .toBe(renamed);
    await checkFormScreen(admin, "Announcement edit form (fr)");

    // 3c. The list's search and filters: the state filter narrows it, in the address.
    await admin.goto("/portal_advertisement/list?lang=en&location=all&state=coming");
    await admin.getByRole("row").filter({ hasText: renamed }).waitFor();
    expect(await admin.getByRole("table").locator("tbody").textContent()).not.toMatch(/Live|Ended/);
    await checkScreen(admin, "Announcements list filtered (en)");

    // 4. The guest's side in German: a current announcement in French only answers in French.
    const csrf = await csrfOf(admin);
    const frenchOnly = await admin.request.post("/api/portal_annoucements", {
      headers: { "X-CSRF-Token": csrf },
      data: {
        advertisement: {
          internal_title: "Wi-Fi maintenance tonight",
          public_title: { fr: "Maintenance du Wi-Fi" },
          content: { fr: "Une coupure de dix minutes est prévue vers 23 h." },
          signature: { fr: "L'accueil" },
          starts_at: parisDay(),
          ends_at: parisDay(1),
          locations: [{ location_id: fallbackSite.id, location_type: "Site" }],
        },
      },
    });
    expect(frenchOnly.status()).toBe(201);
    expect(((await frenchOnly.json()) as AdvertisementAnswer).advertisement.state).toBe("current");
    const baseUrl = shared.server.baseUrl;
    const fallback = await portalAnnouncement(baseUrl, fallbackSite.id, "de");
    expect(fallback).toMatchObject({ language: "fr", title: "Maintenance du Wi-Fi", signature: "L'accueil" });
    // The one saved above is still to come: nothing on its site today.
    expect(await portalAnnouncement(baseUrl, site.id, "de")).toBeNull();
    // A seeded current one without German, on a site of its own: its fallback, with its image's address if any.
    const seededCurrent = seeded.find(
      (advertisement) =>
        advertisement.state === "current" &&
        advertisement.public_title.de === undefined &&
        advertisement.locations.some((location) => location.location_type === "Site"),
    );
    expect(seededCurrent, "a seeded current announcement on a site, without German").toBeDefined();
    if (seededCurrent) {
      const siteId = seededCurrent.locations.find((location) => location.location_type === "Site")?.location_id ?? 0;
      const answer = await portalAnnouncement(baseUrl, siteId, "de");
      expect(answer).toMatchObject({ id: seededCurrent.id, language: seededCurrent.fallback_language });
      expect(answer?.image?.url ?? null).toBe(seededCurrent.image?.url ?? null);
      if (answer?.image) {
        const image = await fetch(`${baseUrl}${answer.image.url}`);
        expect(image.status).toBe(200);
        expect(image.headers.get("content-type")).toMatch(/^image\/(png|jpeg)/);
      }
    }

    // 5. The same screens in French.
    await admin.goto("/portal_advertisement/list?lang=fr");
    await admin.getByRole("heading", { name: "Annonces du portail" }).waitFor();
    await admin.getByRole("table").getByRole("row").nth(1).waitFor();
    await checkScreen(admin, "Announcements list (fr)");

    await admin.getByRole("link", { name: words.fr.create }).click();
    await admin.waitForURL((url) => url.pathname === "/portal_advertisement/create");
    await fillOverlappingHeader(admin, "fr", {
      title: "Spa fermé",
      startsAt: nextMonthDay(11),
      endsAt: nextMonthDay(12),
      site,
      overlapped: `Ces jours chevauchent « ${title}`,
    });
    await fillLocale(admin, "fr", "fr", { title: "Spa fermé", content: "Travaux d'entretien.", signature: "L'équipe" });
    await fillLocale(admin, "fr", "de", { title: "Spa geschlossen" });
    await admin.getByRole("tab", { name: words.fr.tabs.fr }).click();
    await admin.getByRole("button", { name: words.fr.save, exact: true }).click();
    const allemand = admin.getByRole("tab", { name: words.fr.tabs.de });
    await expect.poll(() => allemand.getAttribute("aria-selected")).toBe("true");
    expect(await allemand.textContent()).toContain(words.fr.inError);
    await checkFormScreen(admin, "Announcement form, German incomplete (fr)");

    // German left out again: the server's refusal, in French.
    await admin.getByRole("tabpanel").getByLabel(words.fr.publicTitle, { exact: true }).fill("");
    await admin.getByRole("button", { name: words.fr.save, exact: true }).click();
    const refus = await refusalShown(
      admin,
      "fr",
      `L'annonce n'a pas été enregistrée : « ${title} (extended) » est déjà diffusée`,
    );
    const conflit = refus.getByRole("listitem").filter({ hasText: title });
    expect(await conflit.textContent()).toContain(`du ${plainDay(startsAt, "fr")} au ${plainDay(endsAt, "fr")}`);
    await checkFormScreen(admin, "Announcement form, overlapping (fr)");
  });
});
