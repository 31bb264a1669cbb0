import { z } from "zod";
import { addCalendarDays, formatCalendarDay, parseCalendarDay } from "../dates/calendar-day";
import { maxRowId, requiredRowIdTextSchema, rowIdSchema, rowIdTextSchema } from "../inputs/id-schema";
import { requiredTextSchema, textSchema, verbatimTextSchema } from "../inputs/text-schema";
import { locationTypes } from "../locations/location";
import { pageQuerySchema } from "../pagination/page";
import { blankAsAbsent, searchTextSchema } from "../queries/query-params";
import {
  type AdvertisementLocale,
  type AdvertisementLocalizedField,
  advertisementLimits,
  advertisementLocales,
  advertisementLocalizedFields,
} from "./advertisement-limits";
import { advertisementStates } from "./advertisement-state";

// The one schema of a portal announcement, read by the server from
// `POST/PUT /portal_annoucements` and by the console's form (docs/product.md#announcements-validation, both
// readings: where the two forms differ, both rules apply).

/** The i18n keys of the announcement rules (docs/product.md#announcements-validation), under `advertisements.errors`. */
export const advertisementErrors = {
  internalTitleTooLong: "advertisements.errors.internal_title_too_long",
  publicTitleTooLong: "advertisements.errors.public_title_too_long",
  contentTooLong: "advertisements.errors.content_too_long",
  signatureTooLong: "advertisements.errors.signature_too_long",
  invalidDay: "advertisements.errors.invalid_day",
  endsBeforeStart: "advertisements.errors.ends_before_start",
  tooLong: "advertisements.errors.too_long",
  noLocation: "advertisements.errors.no_location",
  tooManyLocations: "advertisements.errors.too_many_locations",
  localeIncomplete: "advertisements.errors.locale_incomplete",
  noCompleteLocale: "advertisements.errors.no_complete_locale",
  fallbackIncomplete: "advertisements.errors.fallback_incomplete",
  imageUnreadable: "advertisements.errors.image_unreadable",
  imageType: "advertisements.errors.image_type",
  imageTooBig: "advertisements.errors.image_too_big",
  imageDimensions: "advertisements.errors.image_dimensions",
  unauthorizedLocations: "advertisements.errors.unauthorized_locations",
  overlapping: "advertisements.errors.overlapping",
} as const;

const localizedLimits: Record<AdvertisementLocalizedField, { max: number; message: string }> = {
  public_title: { max: advertisementLimits.publicTitle, message: advertisementErrors.publicTitleTooLong },
  content: { max: advertisementLimits.content, message: advertisementErrors.contentTooLong },
  signature: { max: advertisementLimits.signature, message: advertisementErrors.signatureTooLong },
};

/** One text per locale; a locale left out reads as empty. */
function localizedTextsSchema(field: AdvertisementLocalizedField) {
  const { max, message } = localizedLimits[field];
  const text = textSchema(2000).max(max, message);
  // The record's own error too: a key outside the six locales, or not an object, reads as an i18n key.
  return z
    .partialRecord(z.enum(advertisementLocales, { error: "formErrors.invalid" }), text.optional(), {
      error: "formErrors.invalid",
    })
    .default({});
}

/**
 * "dates sent as date strings" (docs/product.md#announcements): a day, `YYYY-MM-DD`; a full ISO date
 * and time is read as the day it starts with (what a date picker may send).
 */
export const advertisementDaySchema = requiredTextSchema(40).transform((text, context) => {
  const day = parseCalendarDay(text.slice(0, 10));
  const rest = text.slice(10);
  if (!day || (rest !== "" && !/^T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/.test(rest))) {
    context.addIssue({ code: "custom", message: advertisementErrors.invalidDay });
    return z.NEVER;
  }
  return formatCalendarDay(day);
});

/** Roughly 4/3 of the image's bytes, with room for a `data:image/...;base64,` prefix. */
const maxBase64Length = Math.ceil(advertisementLimits.imageMaxBytes / 3) * 4 + 64;

/**
 * A new image, as the form reads a dropped file (docs/product.md#announcements-data "image (base64,
 * name, size)"). `base64` may be a data URL. The size and type the client
 * says are not trusted: the server reads both from the bytes.
 */
export const advertisementImageInputSchema = z.object({
  name: requiredTextSchema(advertisementLimits.imageNameMaxLength),
  base64: verbatimTextSchema(maxBase64Length + 1).refine(
    (text) => text.length <= maxBase64Length,
    advertisementErrors.imageTooBig,
  ),
  size: z.number().int().nonnegative().optional(),
});
export type AdvertisementImageInput = z.output<typeof advertisementImageInputSchema>;

export const advertisementLocationInputSchema = z.object({
  location_id: rowIdSchema,
  location_type: z.enum(locationTypes, { error: "formErrors.invalid" }),
});
export type AdvertisementLocationInput = z.output<typeof advertisementLocationInputSchema>;

type LocalizedTexts = Partial<Record<AdvertisementLocale, string | undefined>>;
type LocalizedInput = Record<AdvertisementLocalizedField, LocalizedTexts>;

/** The locales whose three texts are all filled ("fully filled", docs/product.md#announcements-validation). */
export function completeAdvertisementLocales(input: LocalizedInput): AdvertisementLocale[] {
  return advertisementLocales.filter((locale) =>
    advertisementLocalizedFields.every((field) => (input[field][locale] ?? "").trim() !== ""),
  );
}

/** The locales with at least one text filled. */
export function startedAdvertisementLocales(input: LocalizedInput): AdvertisementLocale[] {
  return advertisementLocales.filter((locale) =>
    advertisementLocalizedFields.some((field) => (input[field][locale] ?? "").trim() !== ""),
  );
}

const advertisementFieldsSchema = z.object({
  /** Sent by the original form; the path names the announcement, so this is not read. */
  id: rowIdSchema.nullish(),
  internal_title: requiredTextSchema(2000).max(
    advertisementLimits.internalTitle,
    advertisementErrors.internalTitleTooLong,
  ),
  public_title: localizedTextsSchema("public_title"),
  content: localizedTextsSchema("content"),
  signature: localizedTextsSchema("signature"),
  starts_at: advertisementDaySchema,
  ends_at: advertisementDaySchema,
  /** The locale a guest whose language is not filled reads; null: the first complete one. */
  fallback_language: z.enum(advertisementLocales, { error: "formErrors.invalid" }).nullish(),
  /** A new image; null removes it; left out (on an edit), the image is kept. */
  image: advertisementImageInputSchema.nullish(),
  locations: z
    .array(advertisementLocationInputSchema, { error: advertisementErrors.noLocation })
    .min(1, advertisementErrors.noLocation)
    .max(advertisementLimits.maxLocations, advertisementErrors.tooManyLocations),
});

type AdvertisementFields = z.output<typeof advertisementFieldsSchema>;

/**
 * A rule runs as soon as the fields it reads are valid, whatever the others
 * say: the form shows every broken rule at once, not one round at a time.
 * Never on something that is not an object at all (an issue without a path).
 */
function whenValid(fields: readonly string[]) {
  return (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    !payload.issues.some((issue) => (issue.path?.length ?? 0) === 0 || fields.includes(String(issue.path?.[0])));
}

/** docs/product.md#announcements-validation: the start not after the end, and at most 15 days between them. */
function checkPeriod(input: Pick<AdvertisementFields, "starts_at" | "ends_at">, context: z.RefinementCtx) {
  if (input.starts_at > input.ends_at) {
    context.addIssue({ code: "custom", path: ["ends_at"], message: advertisementErrors.endsBeforeStart });
    return;
  }
  const start = parseCalendarDay(input.starts_at);
  const latestEnd = start && formatCalendarDay(addCalendarDays(start, advertisementLimits.maxDurationDays));
  if (latestEnd !== undefined && input.ends_at > latestEnd) {
    context.addIssue({ code: "custom", path: ["ends_at"], message: advertisementErrors.tooLong });
  }
}

/**
 * docs/product.md#announcements-validation: a started locale has its title, content and signature (the error
 * on its own fields, so on its tab); at least one locale is started, hence
 * complete; the fallback is a complete one.
 */
function checkLocales(
  input: LocalizedInput & Pick<AdvertisementFields, "fallback_language">,
  context: z.RefinementCtx,
) {
  const started = startedAdvertisementLocales(input);
  for (const locale of started) {
    for (const field of advertisementLocalizedFields) {
      if ((input[field][locale] ?? "").trim() === "") {
        context.addIssue({ code: "custom", path: [field, locale], message: advertisementErrors.localeIncomplete });
      }
    }
  }
  if (started.length === 0) {
    for (const field of advertisementLocalizedFields) {
      context.addIssue({
        code: "custom",
        path: [field, advertisementLocales[0]],
        message: advertisementErrors.noCompleteLocale,
      });
    }
    return;
  }
  const fallback = input.fallback_language;
  if (fallback && !completeAdvertisementLocales(input).includes(fallback)) {
    context.addIssue({ code: "custom", path: ["fallback_language"], message: advertisementErrors.fallbackIncomplete });
  }
}

/**
 * An announcement as the form and `POST/PUT /portal_annoucements` give it,
 * with every rule of docs/product.md#announcements-validation checked: internal title required (50), start and
 * end days required, start not after end, at most 15 days; at least one
 * location; per locale, a started locale has its title, content and
 * signature; at least one locale complete; the fallback one of them. The
 * output names its fallback language (the first complete locale by default).
 */
export const advertisementInputSchema = advertisementFieldsSchema
  .superRefine(checkPeriod, { when: whenValid(["starts_at", "ends_at"]) })
  .superRefine(checkLocales, { when: whenValid([...advertisementLocalizedFields, "fallback_language"]) })
  .transform((input) => ({
    ...input,
    fallback_language: input.fallback_language ?? completeAdvertisementLocales(input)[0] ?? advertisementLocales[0],
  }));
export type AdvertisementInput = z.input<typeof advertisementInputSchema>;
export type AdvertisementValues = z.output<typeof advertisementInputSchema>;

/** `POST /portal_annoucements` and `PUT /portal_annoucements/{id}`: `{advertisement: {...}}` (docs/product.md#announcements). */
export const advertisementBodySchema = z.object({ advertisement: advertisementInputSchema });
export type AdvertisementBody = z.input<typeof advertisementBodySchema>;

/**
 * `GET /portal_annoucements?per_page=20&page={n}`: 20 a page whatever
 * `per_page` says above it; and the list's filters: `q` in the
 * internal title or any text, `state` (docs/product.md#announcements-states: on today's Paris day),
 * `site_id` (shown on that site: the site's own or its organism's) else
 * `organism_id` (shown on it or on any of its sites), `language` filled.
 */
export const advertisementListQuerySchema = pageQuerySchema.extend({
  per_page: z.coerce
    .number({ error: "formErrors.invalid" })
    .int("formErrors.invalid")
    .min(1, "formErrors.invalid")
    .max(advertisementLimits.perPage, "formErrors.invalid")
    .optional()
    .default(advertisementLimits.perPage),
  q: searchTextSchema,
  state: z.preprocess(blankAsAbsent, z.enum(advertisementStates, { error: "formErrors.invalid" }).optional()),
  site_id: rowIdTextSchema,
  organism_id: rowIdTextSchema,
  language: z.preprocess(blankAsAbsent, z.enum(advertisementLocales, { error: "formErrors.invalid" }).optional()),
});
export type AdvertisementListQuery = z.output<typeof advertisementListQuerySchema>;

/** `Type-id` (`Site-12`, `Organism-3`), as the product (docs/product.md#errors) writes a location. */
const locationKeyPattern = /^(Organism|Site)-([1-9]\d{0,9})$/;

/**
 * `GET /portal_annoucements/taken_periods?locations=Site-12,Organism-3&except=7`:
 * the days other announcements already hold on those locations (docs/product.md#announcements-validation
 * overlap rule, shown in the form's pickers before a save).
 */
export const advertisementTakenPeriodsQuerySchema = z.object({
  locations: textSchema(advertisementLimits.maxLocations * 22).transform((text, context) => {
    const keys = text === "" ? [] : text.split(",");
    const locations: AdvertisementLocationInput[] = [];
    for (const key of keys) {
      const match = locationKeyPattern.exec(key.trim());
      const id = Number(match?.[2]);
      if (!match || id > maxRowId) {
        context.addIssue({ code: "custom", message: "formErrors.invalid" });
        return z.NEVER;
      }
      locations.push({ location_type: match[1] as AdvertisementLocationInput["location_type"], location_id: id });
    }
    if (locations.length > advertisementLimits.maxLocations) {
      context.addIssue({ code: "custom", message: advertisementErrors.tooManyLocations });
      return z.NEVER;
    }
    return locations;
  }),
  except: rowIdTextSchema,
});
export type AdvertisementTakenPeriodsQuery = z.output<typeof advertisementTakenPeriodsQuerySchema>;

/** `{id}` of `/portal_annoucements/{id}`: anything but an id names no announcement, 404. */
export const advertisementParamsSchema = z.object({ id: requiredRowIdTextSchema });

/** `GET /portal/sites/{id}/announcement?lang=`: the guest's language, any text (an unknown one reads the fallback). */
export const portalAnnouncementParamsSchema = z.object({ id: requiredRowIdTextSchema });
export const portalAnnouncementQuerySchema = z.object({ lang: textSchema(35).optional() });
