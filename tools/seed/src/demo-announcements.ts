import {
  type AdvertisementLocale,
  addCalendarDays,
  calendarDayOf,
  formatCalendarDay,
  type LocalizedAdvertisementTexts,
  monitoredSiteState,
  startOfCalendarDay,
} from "@ondine/domain";
import type { schema } from "@ondine/server/db";
import { type DemoAnnouncementImage, demoAnnouncementImages } from "./demo-announcement-images";
import {
  breakfastTheme,
  type DemoAnnouncementTheme,
  hotelThemes,
  jazzTheme,
  laundryTheme,
  marketTheme,
  spaTheme,
  wifiTheme,
  worksTheme,
} from "./demo-announcement-texts";
import type { DemoLocations, DemoOrganism, DemoSite } from "./demo-locations";
import { hourMs } from "./demo-moments";
import type { DemoUser } from "./demo-users";
import { createRandom, type Random, streamSeed } from "./prng";

// Portal announcements on several demo sites and organisms, in each
// state of docs/product.md#announcements-states relative to the data set's present (passed, current,
// coming) and in several languages, a few with a picture, so that the
// console's list has two pages for the admin and a portal has something to
// show. No two share a location and a day (an organism's cover its sites).

const announcementStream = 7;

/** A row of `advertisements` as the seed writes it: every one has its author. */
export type DemoAnnouncement = typeof schema.advertisements.$inferSelect & { userId: number };

/** A row of `advertisement_locations`: an organism (all its sites) or one site. */
export type DemoAnnouncementLocation = typeof schema.advertisementLocations.$inferSelect;

export interface DemoAnnouncements {
  images: DemoAnnouncementImage[];
  announcements: DemoAnnouncement[];
  locations: DemoAnnouncementLocation[];
}

/** The languages an announcement is written in, its fallback first: the demo shows each kind of mix. */
const localeSets: readonly (readonly AdvertisementLocale[])[] = [
  ["fr", "en"],
  ["fr", "en", "de"],
  ["fr"],
  ["en", "fr", "de", "es", "nl", "zh"],
  ["fr", "en", "es"],
  ["en", "fr", "nl"],
  ["fr", "en", "zh"],
];

/** Days from today (0) to the first and last day shown: one window per state. */
type Window = readonly [start: number, end: number];

/**
 * A site's three announcements, `index` varying their days: passed ones end
 * at least 13 days ago, current ones run through today, coming ones start in
 * 6 to 9 days; none longer than 15 days. Its organism's own announcements
 * keep to days none of these take (`organismWindows`).
 */
function siteWindows(index: number): { passed: Window; current: Window; coming: Window } {
  const passedStart = -(18 + (index % 5));
  const comingStart = 6 + (index % 4);
  return {
    passed: [passedStart, passedStart + 2 + (index % 4)],
    current: [-(index % 3), 1 + (index % 4)],
    coming: [comingStart, comingStart + 1 + (index % 6)],
  };
}

/** An organism-wide announcement's days, clear of any of its sites' (-22 to +15). */
const organismWindows = { passed: [-40, -34], current: [-3, 6], coming: [20, 26] } as const satisfies Record<
  string,
  Window
>;

type Target = { type: "Organism"; organism: DemoOrganism } | { type: "Site"; site: DemoSite };

interface Planned {
  theme: DemoAnnouncementTheme;
  target: Target;
  window: Window;
  locales: readonly AdvertisementLocale[];
  image: DemoAnnouncementImage | null;
}

function textsOf(theme: DemoAnnouncementTheme, locales: readonly AdvertisementLocale[]) {
  const pick = (field: "title" | "content" | "signature") =>
    Object.fromEntries(locales.map((locale) => [locale, theme.texts[locale][field]])) as LocalizedAdvertisementTexts;
  return { publicTitle: pick("title"), content: pick("content"), signature: pick("signature") };
}

/** Who wrote it: a manager of that customer allowed to, else the admin. */
function authorOf(target: Target, users: readonly DemoUser[]): number {
  const organismId = target.type === "Organism" ? target.organism.id : target.site.organismId;
  const manager = users.find(
    (user) =>
      user.state === "confirmed" &&
      user.roleFlags.includes("portal_advertisement") &&
      user.organismIds.includes(organismId),
  );
  const admin = users.find((user) => user.admin);
  return manager?.id ?? admin?.id ?? 1;
}

function plan(locations: DemoLocations, random: Random, images: readonly DemoAnnouncementImage[]): Planned[] {
  const { organisms, sites } = locations;
  const ofKind = (kind: DemoOrganism["kind"]) => organisms.filter((organism) => organism.kind === kind);
  const inProduction = (organism: DemoOrganism | undefined) =>
    sites.filter((site) => site.organismId === organism?.id && site.state === monitoredSiteState);
  const locales = () => random.pick(localeSets);
  const maybeImage = () => (random.chance(0.4) ? random.pick(images) : null);
  const planned: Planned[] = [];
  const add = (theme: DemoAnnouncementTheme, target: Target, window: Window, image = maybeImage()) =>
    planned.push({ theme, target, window, locales: locales(), image });

  const [hotels, otherHotels] = ofKind("hotel_chain");
  const [residences] = ofKind("student_residence");
  const [campsites] = ofKind("campsite");
  const [offices] = ofKind("office");

  // The first hotel chain: each of its sites in production in each state, the chain itself twice.
  const themeOffset = random.int(0, hotelThemes.length - 1);
  inProduction(hotels).forEach((site, index) => {
    const windows = siteWindows(index);
    const theme = (shift: number) => hotelThemes[(index + themeOffset + shift) % hotelThemes.length] ?? breakfastTheme;
    add(theme(0), { type: "Site", site }, windows.passed);
    add(theme(1), { type: "Site", site }, windows.current);
    add(theme(2), { type: "Site", site }, windows.coming);
  });
  if (hotels) {
    add(worksTheme, { type: "Organism", organism: hotels }, organismWindows.passed, null);
    add(jazzTheme, { type: "Organism", organism: hotels }, organismWindows.coming, images[2] ?? null);
  }
  // The second chain: a current and a coming announcement on one hotel, a passed one on another.
  const [alpine, alpineOther] = inProduction(otherHotels);
  if (alpine) {
    add(spaTheme, { type: "Site", site: alpine }, siteWindows(1).current, images[0] ?? null);
    add(wifiTheme, { type: "Site", site: alpine }, siteWindows(1).coming);
  }
  if (alpineOther) add(breakfastTheme, { type: "Site", site: alpineOther }, siteWindows(2).passed);
  // The residences, campsites and offices: announcements for a whole customer, and one on a single site.
  if (residences) {
    add(laundryTheme, { type: "Organism", organism: residences }, organismWindows.current, images[1] ?? null);
    add(wifiTheme, { type: "Organism", organism: residences }, organismWindows.passed);
  }
  if (campsites) {
    add(marketTheme, { type: "Organism", organism: campsites }, [3, 10], images[1] ?? null);
    const [camp] = inProduction(campsites);
    if (camp) add(wifiTheme, { type: "Site", site: camp }, [0, 0], null);
  }
  const [office] = inProduction(offices);
  if (office) add(worksTheme, { type: "Site", site: office }, [-1, 4]);
  return planned;
}

/**
 * The demo's announcements, a pure function of the locations, accounts, seed
 * and present: the same arguments give the same rows. Days are Paris days
 * counted from `now`'s; each was written three days before it starts at
 * 9:00 (or now, for one starting sooner).
 */
export function buildDemoAnnouncements(
  locations: DemoLocations,
  users: readonly DemoUser[],
  seed: number,
  now: Date,
): DemoAnnouncements {
  const random = createRandom(streamSeed(seed, announcementStream));
  const images = demoAnnouncementImages();
  const today = calendarDayOf(now);
  const dayAt = (offset: number) => formatCalendarDay(addCalendarDays(today, offset));
  const announcements: DemoAnnouncement[] = [];
  const rows: DemoAnnouncementLocation[] = [];
  plan(locations, random, images).forEach((planned, index) => {
    const id = index + 1;
    const [start, end] = planned.window;
    const written = startOfCalendarDay(addCalendarDays(today, start - 3)).getTime() + 9 * hourMs;
    const createdAt = new Date(Math.min(written, now.getTime()));
    announcements.push({
      id,
      internalTitle: planned.theme.internalTitle,
      ...textsOf(planned.theme, planned.locales),
      startsAt: dayAt(start),
      endsAt: dayAt(end),
      fallbackLanguage: planned.locales[0] ?? "fr",
      imageDigest: planned.image?.digest ?? null,
      imageName: planned.image ? planned.theme.imageName : null,
      userId: authorOf(planned.target, users),
      createdAt,
      updatedAt: createdAt,
    });
    rows.push(
      planned.target.type === "Organism"
        ? { advertisementId: id, locationType: "Organism", organismId: planned.target.organism.id, siteId: null }
        : { advertisementId: id, locationType: "Site", organismId: null, siteId: planned.target.site.id },
    );
  });
  const used = new Set(announcements.map((announcement) => announcement.imageDigest));
  return { images: images.filter((image) => used.has(image.digest)), announcements, locations: rows };
}
