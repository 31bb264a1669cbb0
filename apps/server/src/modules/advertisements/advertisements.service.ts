import {
  type Advertisement,
  type AdvertisementListAnswer,
  type AdvertisementListQuery,
  type AdvertisementTakenPeriodsAnswer,
  type AdvertisementTakenPeriodsQuery,
  type AdvertisementValues,
  addCalendarDays,
  advertisementErrors,
  calendarDayOf,
  formatCalendarDay,
  totalPages,
} from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { Scope } from "../../scope/scope";
import { recordAuditEvent } from "../audit";
import type { RequestActor } from "../sessions";
import { advertisementImageUrl, prepareAdvertisementImage, storeAdvertisementImage } from "./advertisement-image-store";
import { advertisementListFilter } from "./advertisement-list-filter";
import { distinctAdvertisementLocations, partitionAdvertisementLocations } from "./advertisement-locations";
import {
  coverageOf,
  findOverlappingAdvertisements,
  lockAdvertisementOrganisms,
  organismsTouched,
} from "./advertisement-overlap";
import { recordAnnouncementWebhooks } from "./advertisement-webhooks";
import { presentAdvertisement } from "./advertisements.presenter";
import {
  type AdvertisementRow,
  countVisibleAdvertisements,
  deleteVisibleAdvertisement,
  findAdvertisementLocations,
  findVisibleAdvertisement,
  findVisibleAdvertisementImage,
  findVisibleAdvertisements,
  insertAdvertisement,
  replaceAdvertisementLocations,
  updateVisibleAdvertisement,
} from "./advertisements.repository";

export type AdvertisementsDependencies = { db: Database; now: () => Date };

/** Who saves, and from where (the security log's line). */
export type AdvertisementWriter = { actor: RequestActor; ip: string };

/** The list's filters without its page: `q`, `state`, `site_id`, `organism_id`, `language`. */
export type AdvertisementListFilters = Omit<AdvertisementListQuery, "page" | "per_page">;

/**
 * An image already stored, named by its digest, in place of an upload (GraphQL's
 * `imageDigest`): it must be shown by an announcement the caller sees, whose
 * name for it is kept.
 */
export type AdvertisementImageReference = { digest: string };

const notFound = () => new AppError("NOT_FOUND", "No such announcement.");

async function present(deps: AdvertisementsDependencies, db: Database, rows: AdvertisementRow[]) {
  const locations = await findAdvertisementLocations(
    db,
    rows.map((row) => row.id),
  );
  const today = calendarDayOf(deps.now());
  return rows.map((row) => presentAdvertisement(row, locations, today, advertisementImageUrl));
}

/**
 * The caller's announcements passing the list's filters, the newest start
 * day first: any window of that order (the console's pages, GraphQL's), and
 * their count when asked for.
 */
export async function findAdvertisementsWindow(
  deps: AdvertisementsDependencies,
  scope: Scope,
  filters: AdvertisementListFilters,
  window: { limit: number; offset: number },
  options: { withCount: boolean },
): Promise<{ advertisements: Advertisement[]; totalCount: number }> {
  const filter = advertisementListFilter(deps.db, filters, calendarDayOf(deps.now()));
  const [rows, totalCount] = await Promise.all([
    findVisibleAdvertisements(deps.db, scope, window, filter),
    options.withCount ? countVisibleAdvertisements(deps.db, scope, filter) : 0,
  ]);
  return { advertisements: await present(deps, deps.db, rows), totalCount };
}

/**
 * `GET /portal_annoucements?per_page=&page=`: the caller's announcements
 * passing the list's filters, the newest start day first.
 */
export async function listAdvertisements(
  deps: AdvertisementsDependencies,
  scope: Scope,
  query: AdvertisementListQuery,
): Promise<AdvertisementListAnswer> {
  const perPage = query.per_page;
  const window = { limit: perPage, offset: (query.page - 1) * perPage };
  const found = await findAdvertisementsWindow(deps, scope, query, window, { withCount: true });
  return {
    advertisements: found.advertisements,
    current_page: query.page,
    total_pages: totalPages(found.totalCount, perPage),
    total_count: found.totalCount,
  };
}

async function readVisible(deps: AdvertisementsDependencies, db: Database, scope: Scope, id: number) {
  const row = await findVisibleAdvertisement(db, scope, id);
  if (!row) throw notFound();
  const [advertisement] = await present(deps, db, [row]);
  if (!advertisement) throw notFound();
  return advertisement;
}

/** `GET /portal_annoucements/{id}`: 404 unless every location of it is the caller's. */
export function getAdvertisement(deps: AdvertisementsDependencies, scope: Scope, id: number): Promise<Advertisement> {
  return readVisible(deps, deps.db, scope, id);
}

/** Far enough back for an edited announcement's own month, and every later one. */
const takenPeriodsFromDays = 400;

/**
 * `GET /portal_annoucements/taken_periods`: what the overlap rule would
 * refuse on these locations (docs/product.md#announcements-validation), shown in the form's pickers before a
 * save. Only the caller's locations are read (others are left out, telling
 * nothing); the announcement edited (`except`) is left out, as its save does.
 */
export async function findTakenPeriods(
  deps: AdvertisementsDependencies,
  scope: Scope,
  query: AdvertisementTakenPeriodsQuery,
): Promise<AdvertisementTakenPeriodsAnswer> {
  const { inScope } = await partitionAdvertisementLocations(
    deps.db,
    scope,
    distinctAdvertisementLocations(query.locations),
  );
  const today = calendarDayOf(deps.now());
  const period = {
    starts_at: formatCalendarDay(addCalendarDays(today, -takenPeriodsFromDays)),
    ends_at: "9999-12-31",
  };
  const taken = await findOverlappingAdvertisements(deps.db, scope, period, coverageOf(inScope), query.except);
  return { taken_periods: taken };
}

/**
 * The locations of a save, all in the caller's scope, or 422 naming the
 * others (`unauthorized_locations`, `Type-id` strings, docs/product.md#errors).
 */
async function locationsToSave(db: Database, scope: Scope, values: AdvertisementValues) {
  const { inScope, unauthorized } = await partitionAdvertisementLocations(
    db,
    scope,
    distinctAdvertisementLocations(values.locations),
  );
  if (unauthorized.length > 0) {
    const message = `These locations are not yours to announce on: ${unauthorized.join(", ")}.`;
    throw new AppError(
      "INVALID_PARAMETERS",
      message,
      { locations: [advertisementErrors.unauthorizedLocations] },
      { error: { code: "unauthorized_locations", message, locations: unauthorized } },
    );
  }
  return inScope;
}

/**
 * In the save's transaction: waits for other saves on the same organisms,
 * then refuses (422) an announcement sharing a day and a location with
 * another (docs/product.md#announcements-validation), listing those (`overlapping_advertisements`, docs/product.md#errors).
 */
async function checkNoOverlap(
  tx: Database,
  scope: Scope,
  values: AdvertisementValues,
  locations: Awaited<ReturnType<typeof locationsToSave>>,
  excludeId: number | undefined,
) {
  const coverage = coverageOf(locations);
  await lockAdvertisementOrganisms(tx, await organismsTouched(tx, coverage));
  const overlapping = await findOverlappingAdvertisements(tx, scope, values, coverage, excludeId);
  if (overlapping.length > 0) {
    throw new AppError(
      "INVALID_PARAMETERS",
      "Another announcement runs on one of these locations on one of these days.",
      { overlapping_advertisements: [advertisementErrors.overlapping] },
      { overlapping_advertisements: overlapping },
    );
  }
}

const savedValues = (values: AdvertisementValues, now: Date) => ({
  internalTitle: values.internal_title,
  publicTitle: values.public_title,
  content: values.content,
  signature: values.signature,
  startsAt: values.starts_at,
  endsAt: values.ends_at,
  fallbackLanguage: values.fallback_language,
  now,
});

/** The texts as stored: a locale left blank is left out. */
function trimmedTexts(values: AdvertisementValues): AdvertisementValues {
  const filled = (texts: AdvertisementValues["public_title"]) =>
    Object.fromEntries(Object.entries(texts).filter(([, text]) => (text ?? "").trim() !== ""));
  return {
    ...values,
    public_title: filled(values.public_title),
    content: filled(values.content),
    signature: filled(values.signature),
  };
}

/** The image an announcement the caller sees shows under that digest, else 422 on `image`. */
async function shownImage(tx: Database, scope: Scope, digest: string) {
  const image = await findVisibleAdvertisementImage(tx, scope, digest);
  if (!image) {
    throw new AppError("INVALID_PARAMETERS", "No announcement of yours shows an image of this digest.", {
      image: ["formErrors.invalid"],
    });
  }
  return image;
}

/**
 * A save, new (`id` undefined) or of an announcement already checked visible:
 * locations in scope (422 otherwise), a new image decoded and written again
 * (422 when refused) before any transaction opens, since that may take a
 * second; then in one transaction the image's row, the overlap check under
 * the organisms' locks (leaving the announcement itself out), the
 * announcement and its locations, and the security log's line.
 */
async function saveAdvertisement(
  deps: AdvertisementsDependencies,
  writer: AdvertisementWriter,
  scope: Scope,
  id: number | undefined,
  input: AdvertisementValues,
  storedImage: AdvertisementImageReference | undefined,
): Promise<Advertisement> {
  const values = trimmedTexts(input);
  const locations = await locationsToSave(deps.db, scope, values);
  const newImage = values.image ? await prepareAdvertisementImage(values.image) : values.image;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // Left out (undefined): kept on a change, none on a creation; null: removed; given: stored and replacing it.
    // A stored image named by its digest (in place of an upload): one an announcement the caller sees shows.
    const image = storedImage
      ? await shownImage(tx, scope, storedImage.digest)
      : newImage
        ? { digest: (await storeAdvertisementImage(tx, newImage)).digest, name: newImage.name }
        : newImage;
    await checkNoOverlap(tx, scope, values, locations, id);
    const saved = { ...savedValues(values, now), image };
    let savedId: number;
    if (id === undefined) {
      savedId = await insertAdvertisement(tx, { ...saved, image: image ?? null, userId: writer.actor.id });
    } else if (await updateVisibleAdvertisement(tx, scope, id, saved)) {
      savedId = id;
    } else {
      throw notFound();
    }
    await replaceAdvertisementLocations(tx, savedId, locations);
    await recordWrite(tx, writer, id === undefined ? "advertisement_created" : "advertisement_updated", savedId);
    const announcement = await readVisible(deps, tx, scope, savedId);
    await recordAnnouncementWebhooks({ ...deps, db: tx }, announcement, id === undefined ? "created" : "updated");
    return announcement;
  });
}

/** `POST /portal_annoucements`: see `saveAdvertisement`; `storedImage` in place of `input.image`. */
export function createAdvertisement(
  deps: AdvertisementsDependencies,
  writer: AdvertisementWriter,
  scope: Scope,
  input: AdvertisementValues,
  storedImage?: AdvertisementImageReference,
): Promise<Advertisement> {
  return saveAdvertisement(deps, writer, scope, undefined, input, storedImage);
}

/**
 * `PUT /portal_annoucements/{id}`: as creation, on an announcement the caller
 * sees (404 otherwise). `image` left out keeps the image, null removes it, a
 * new one replaces it.
 */
export async function updateAdvertisement(
  deps: AdvertisementsDependencies,
  writer: AdvertisementWriter,
  scope: Scope,
  id: number,
  input: AdvertisementValues,
  storedImage?: AdvertisementImageReference,
): Promise<Advertisement> {
  if (!(await findVisibleAdvertisement(deps.db, scope, id))) throw notFound();
  return saveAdvertisement(deps, writer, scope, id, input, storedImage);
}

/** `DELETE /portal_annoucements/{id}`: 404 unless the caller sees it. Its image may stay (shared, by digest). */
export async function deleteAdvertisement(
  deps: AdvertisementsDependencies,
  writer: AdvertisementWriter,
  scope: Scope,
  id: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await deleteVisibleAdvertisement(tx, scope, id))) throw notFound();
    await recordWrite(tx, writer, "advertisement_deleted", id);
  });
}

function recordWrite(
  tx: Database,
  writer: AdvertisementWriter,
  action: "advertisement_created" | "advertisement_updated" | "advertisement_deleted",
  advertisementId: number,
) {
  return recordAuditEvent(tx, {
    action,
    actorId: writer.actor.id,
    subjectId: null,
    impersonatorId: writer.actor.impersonatorId,
    ip: writer.ip,
    details: { advertisement_id: advertisementId },
  });
}
