import { describe, expect, it } from "vitest";
import { fieldErrorsFromZodIssues } from "../errors/api-error-body";
import { advertisementLimits } from "./advertisement-limits";
import {
  type AdvertisementInput,
  advertisementBodySchema,
  advertisementErrors,
  advertisementInputSchema,
  advertisementListQuerySchema,
  completeAdvertisementLocales,
  startedAdvertisementLocales,
} from "./advertisement-schemas";

// Advertisement (docs/product.md#announcements-validation), every rule, both readings where the two forms
// differ (title and content, or also the signature, make a locale started).

const valid = {
  internal_title: "Petit-déjeuner de juin",
  public_title: { fr: "Petit-déjeuner", en: "Breakfast" },
  content: { fr: "Servi de 7 h à 10 h.", en: "Served from 7 to 10 am." },
  signature: { fr: "La réception", en: "The front desk" },
  starts_at: "2026-06-15",
  ends_at: "2026-06-16",
  locations: [{ location_id: 12, location_type: "Site" }],
} satisfies AdvertisementInput;

function errorsOf(changes: Record<string, unknown>) {
  const result = advertisementInputSchema.safeParse({ ...valid, ...changes });
  return result.success ? {} : fieldErrorsFromZodIssues(result.error.issues);
}

const text = (length: number) => "é".repeat(length);

describe("an announcement's fields (docs/product.md#announcements-validation)", () => {
  it("takes a valid announcement, its fallback the first complete locale by default", () => {
    expect(advertisementInputSchema.parse(valid)).toEqual({ ...valid, fallback_language: "fr" });
    expect(advertisementInputSchema.parse({ ...valid, fallback_language: "en" }).fallback_language).toBe("en");
  });

  it("requires the internal title", () => {
    for (const internal_title of ["", "   ", undefined, null]) {
      expect(errorsOf({ internal_title })).toEqual({ internal_title: ["formErrors.required"] });
    }
  });

  it.each([["internal_title", advertisementLimits.internalTitle, advertisementErrors.internalTitleTooLong]] as const)(
    "caps %s at %i characters",
    (field, max, message) => {
      expect(errorsOf({ [field]: text(max) })).toEqual({});
      expect(errorsOf({ [field]: ` ${text(max)} ` })).toEqual({});
      expect(errorsOf({ [field]: text(max + 1) })).toEqual({ [field]: [message] });
    },
  );

  it.each([
    ["public_title", advertisementLimits.publicTitle, advertisementErrors.publicTitleTooLong],
    ["content", advertisementLimits.content, advertisementErrors.contentTooLong],
    ["signature", advertisementLimits.signature, advertisementErrors.signatureTooLong],
  ] as const)("caps %s at %i characters per locale, the error on that locale", (field, max, message) => {
    expect(errorsOf({ [field]: { ...valid[field], en: text(max) } })).toEqual({});
    expect(errorsOf({ [field]: { ...valid[field], en: text(max + 1) } })).toEqual({ [`${field}.en`]: [message] });
  });

  it("checks the limits of docs/product.md#announcements-limits: 50, 50, 350, 50", () => {
    expect(advertisementLimits).toMatchObject({ internalTitle: 50, publicTitle: 50, content: 350, signature: 50 });
  });

  it("requires the start and end days", () => {
    expect(errorsOf({ starts_at: undefined, ends_at: "" })).toEqual({
      starts_at: ["formErrors.required"],
      ends_at: ["formErrors.required"],
    });
  });

  it("reads days as YYYY-MM-DD, or the day an ISO date and time starts with", () => {
    const parsed = advertisementInputSchema.parse({
      ...valid,
      starts_at: "2026-06-15T00:00:00.000Z",
      ends_at: "2026-06-16T10:00:00+02:00",
    });
    expect(parsed).toMatchObject({ starts_at: "2026-06-15", ends_at: "2026-06-16" });
    expect(advertisementInputSchema.parse({ ...valid, starts_at: "2026-06-15T08:30" }).starts_at).toBe("2026-06-15");
  });

  it.each(["15/06/2026", "2026-6-15", "2026-02-30", "2026-13-01", "2026-06-15 banana", "yesterday"])(
    "refuses %s as a day",
    (starts_at) => {
      expect(errorsOf({ starts_at })).toEqual({ starts_at: [advertisementErrors.invalidDay] });
    },
  );

  it("refuses a start after the end, on the end field; one day (start = end) is fine", () => {
    expect(errorsOf({ starts_at: "2026-06-17", ends_at: "2026-06-16" })).toEqual({
      ends_at: [advertisementErrors.endsBeforeStart],
    });
    expect(errorsOf({ starts_at: "2026-06-16", ends_at: "2026-06-16" })).toEqual({});
  });

  it("lets an announcement end at most 15 days after its start", () => {
    expect(errorsOf({ starts_at: "2026-06-15", ends_at: "2026-06-30" })).toEqual({});
    expect(errorsOf({ starts_at: "2026-06-15", ends_at: "2026-07-01" })).toEqual({
      ends_at: [advertisementErrors.tooLong],
    });
    // Across a month's and a year's end.
    expect(errorsOf({ starts_at: "2026-12-20", ends_at: "2027-01-04" })).toEqual({});
    expect(errorsOf({ starts_at: "2026-12-20", ends_at: "2027-01-05" })).toEqual({
      ends_at: [advertisementErrors.tooLong],
    });
  });

  it("requires at least one organism or site", () => {
    for (const locations of [[], undefined, null]) {
      expect(errorsOf({ locations })).toEqual({ locations: [advertisementErrors.noLocation] });
    }
    expect(errorsOf({ locations: [{ location_id: 3, location_type: "Organism" }] })).toEqual({});
  });

  it("refuses a location that is neither an organism nor a site, or without an id", () => {
    expect(errorsOf({ locations: [{ location_id: 3, location_type: "Building" }] })).toEqual({
      "locations.0.location_type": ["formErrors.invalid"],
    });
    expect(errorsOf({ locations: [{ location_id: 0, location_type: "Site" }] })).toEqual({
      "locations.0.location_id": ["formErrors.invalid"],
    });
  });

  it("caps the locations one announcement may name", () => {
    const many = Array.from({ length: advertisementLimits.maxLocations + 1 }, (_, i) => ({
      location_id: i + 1,
      location_type: "Site",
    }));
    expect(errorsOf({ locations: many })).toEqual({ locations: [advertisementErrors.tooManyLocations] });
    expect(errorsOf({ locations: many.slice(1) })).toEqual({});
  });
});

describe("an announcement's locales (docs/product.md#announcements-validation: per locale all or nothing, at least one complete)", () => {
  const withGerman = (de: { public_title?: string; content?: string; signature?: string }) =>
    errorsOf({
      public_title: { ...valid.public_title, de: de.public_title },
      content: { ...valid.content, de: de.content },
      signature: { ...valid.signature, de: de.signature },
    });

  it("takes a locale left out or left blank", () => {
    expect(withGerman({})).toEqual({});
    expect(withGerman({ public_title: " ", content: "", signature: "  " })).toEqual({});
  });

  it("first reading: a title or a content started needs the rest, each missing field on that locale", () => {
    expect(withGerman({ public_title: "Frühstück" })).toEqual({
      "content.de": [advertisementErrors.localeIncomplete],
      "signature.de": [advertisementErrors.localeIncomplete],
    });
    expect(withGerman({ content: "Von 7 bis 10 Uhr." })).toEqual({
      "public_title.de": [advertisementErrors.localeIncomplete],
      "signature.de": [advertisementErrors.localeIncomplete],
    });
  });

  it("second reading: the signature is required too, and a signature alone starts the locale", () => {
    expect(withGerman({ public_title: "Frühstück", content: "Von 7 bis 10 Uhr." })).toEqual({
      "signature.de": [advertisementErrors.localeIncomplete],
    });
    expect(withGerman({ signature: "Der Empfang" })).toEqual({
      "public_title.de": [advertisementErrors.localeIncomplete],
      "content.de": [advertisementErrors.localeIncomplete],
    });
  });

  it("takes a locale whose three texts are filled", () => {
    expect(withGerman({ public_title: "Frühstück", content: "Von 7 bis 10 Uhr.", signature: "Der Empfang" })).toEqual(
      {},
    );
  });

  it("requires one locale at least, flagged on the first tab", () => {
    const none = { fr: "", en: "  " };
    expect(errorsOf({ public_title: none, content: none, signature: none })).toEqual({
      "public_title.fr": [advertisementErrors.noCompleteLocale],
      "content.fr": [advertisementErrors.noCompleteLocale],
      "signature.fr": [advertisementErrors.noCompleteLocale],
    });
    expect(errorsOf({ public_title: undefined, content: undefined, signature: undefined })).toMatchObject({
      "public_title.fr": [advertisementErrors.noCompleteLocale],
    });
  });

  it("takes a single complete locale, which is then the fallback", () => {
    const parsed = advertisementInputSchema.parse({
      ...valid,
      public_title: { zh: "早餐" },
      content: { zh: "早上7点至10点供应。" },
      signature: { zh: "前台" },
    });
    expect(parsed.fallback_language).toBe("zh");
  });

  it("refuses a fallback language that is not complete", () => {
    expect(errorsOf({ fallback_language: "de" })).toEqual({
      fallback_language: [advertisementErrors.fallbackIncomplete],
    });
    expect(errorsOf({ fallback_language: "xx" })).toEqual({ fallback_language: ["formErrors.invalid"] });
  });

  it("refuses a locale outside the six tabs", () => {
    expect(errorsOf({ public_title: { ...valid.public_title, it: "Colazione" } })).toMatchObject({
      public_title: ["formErrors.invalid"],
    });
    expect(errorsOf({ content: "Servi de 7 h à 10 h." })).toMatchObject({ content: ["formErrors.invalid"] });
  });

  it("reports every broken rule at once, not one round at a time", () => {
    expect(
      errorsOf({
        internal_title: "",
        starts_at: "2026-06-20",
        ends_at: "2026-06-16",
        locations: [],
        public_title: { ...valid.public_title, de: "Frühstück" },
      }),
    ).toEqual({
      internal_title: ["formErrors.required"],
      ends_at: [advertisementErrors.endsBeforeStart],
      locations: [advertisementErrors.noLocation],
      "content.de": [advertisementErrors.localeIncomplete],
      "signature.de": [advertisementErrors.localeIncomplete],
    });
  });

  it("names the started and complete locales in tab order", () => {
    const input = {
      public_title: { zh: "早餐", de: "Frühstück", fr: "Petit-déjeuner" },
      content: { zh: "早上", fr: "De 7 h à 10 h" },
      signature: { zh: "前台", fr: "La réception", nl: "De receptie" },
    };
    expect(startedAdvertisementLocales(input)).toEqual(["fr", "de", "nl", "zh"]);
    expect(completeAdvertisementLocales(input)).toEqual(["fr", "zh"]);
  });
});

describe("an announcement's new image, as the form sends it", () => {
  const image = (changes: Record<string, unknown>) => ({ name: "affiche.png", base64: "AQID", size: 3, ...changes });

  it("takes a name and base64, and null (removed) or nothing (kept)", () => {
    expect(errorsOf({ image: image({}) })).toEqual({});
    expect(errorsOf({ image: null })).toEqual({});
    expect(errorsOf({ image: undefined })).toEqual({});
  });

  it("requires its name and bytes", () => {
    expect(errorsOf({ image: image({ name: "" }) })).toEqual({ "image.name": ["formErrors.required"] });
    expect(errorsOf({ image: image({ base64: "" }) })).toEqual({ "image.base64": ["formErrors.required"] });
  });

  it("refuses base64 far longer than 2 MB of bytes before reading it", () => {
    const tooLong = "A".repeat(Math.ceil(advertisementLimits.imageMaxBytes / 3) * 4 + 68);
    expect(errorsOf({ image: image({ base64: tooLong }) })["image.base64"]).toContain(advertisementErrors.imageTooBig);
    const fits = "A".repeat(Math.ceil(advertisementLimits.imageMaxBytes / 3) * 4);
    expect(errorsOf({ image: image({ base64: `data:image/png;base64,${fits}` }) })).toEqual({});
  });

  it("counts 2 MB as 2,048,000 bytes (2 mo of 1,024,000)", () => {
    expect(advertisementLimits.imageMaxBytes).toBe(2 * advertisementLimits.imageSizeUnitBytes);
  });
});

describe("the body and the list's query (docs/product.md#announcements)", () => {
  it("wraps the announcement in `advertisement`, its errors under that path", () => {
    expect(advertisementBodySchema.parse({ advertisement: valid }).advertisement.internal_title).toBe(
      valid.internal_title,
    );
    const result = advertisementBodySchema.safeParse({ advertisement: { ...valid, internal_title: "" } });
    expect(result.success ? {} : fieldErrorsFromZodIssues(result.error.issues)).toEqual({
      "advertisement.internal_title": ["formErrors.required"],
    });
  });

  it("reads 20 a page by default and refuses more", () => {
    expect(advertisementListQuerySchema.parse({})).toMatchObject({ per_page: 20 });
    expect(advertisementListQuerySchema.parse({ per_page: "20", page: "3" })).toMatchObject({ per_page: 20, page: 3 });
    expect(advertisementListQuerySchema.safeParse({ per_page: "21" }).success).toBe(false);
  });
});
