import { describe, expect, it } from "vitest";
import { parseCalendarDay } from "../dates/calendar-day";
import {
  advertisementErrorLocale,
  advertisementImageSize,
  advertisementLocalesInError,
  defaultAdvertisementPeriod,
  firstAdvertisementLocaleInError,
  portalAnnouncementLanguage,
} from "./advertisement-form";
import { advertisementErrors } from "./advertisement-schemas";

const day = (text: string) => {
  const parsed = parseCalendarDay(text);
  if (!parsed) throw new Error(`not a day: ${text}`);
  return parsed;
};

describe("defaultAdvertisementPeriod (docs/product.md#announcements-validation)", () => {
  it("runs from today to tomorrow", () => {
    expect(defaultAdvertisementPeriod(day("2026-06-15"))).toEqual({ starts_at: "2026-06-15", ends_at: "2026-06-16" });
  });

  it("crosses a month's and a year's end", () => {
    expect(defaultAdvertisementPeriod(day("2026-02-28"))).toEqual({ starts_at: "2026-02-28", ends_at: "2026-03-01" });
    expect(defaultAdvertisementPeriod(day("2026-12-31"))).toEqual({ starts_at: "2026-12-31", ends_at: "2027-01-01" });
  });
});

describe("advertisementImageSize (docs/product.md#announcements-screens, docs/product.md#announcements-limits: ko under 1,024,000 bytes, else mo)", () => {
  it("reads in ko just below 1,024,000 bytes", () => {
    expect(advertisementImageSize(1_023_999)).toEqual({ amount: 1023.999, unit: "ko" });
    expect(advertisementImageSize(0)).toEqual({ amount: 0, unit: "ko" });
    expect(advertisementImageSize(48_500)).toEqual({ amount: 48.5, unit: "ko" });
  });

  it("reads in mo from 1,024,000 bytes, 2 mo at the largest image", () => {
    expect(advertisementImageSize(1_024_000)).toEqual({ amount: 1, unit: "mo" });
    expect(advertisementImageSize(1_536_000)).toEqual({ amount: 1.5, unit: "mo" });
    expect(advertisementImageSize(2_048_000)).toEqual({ amount: 2, unit: "mo" });
  });
});

describe("the locale tabs of field errors (docs/product.md#announcements-screens, docs/product.md#errors)", () => {
  it("attaches a localized field's error to its locale, and nothing else to any", () => {
    expect(advertisementErrorLocale("public_title.de")).toBe("de");
    expect(advertisementErrorLocale("signature.zh")).toBe("zh");
    expect(advertisementErrorLocale("internal_title")).toBeUndefined();
    expect(advertisementErrorLocale("locations.0.location_id")).toBeUndefined();
    expect(advertisementErrorLocale("content.it")).toBeUndefined();
  });

  it("flags the tabs in error in tab order, whatever the order of the errors", () => {
    const errors = {
      "signature.zh": [advertisementErrors.localeIncomplete],
      internal_title: ["formErrors.required"],
      "content.de": [advertisementErrors.contentTooLong],
      "public_title.en": [advertisementErrors.localeIncomplete],
      "public_title.de": [advertisementErrors.localeIncomplete],
      "content.nl": [],
    };
    expect(advertisementLocalesInError(errors)).toEqual(["en", "de", "zh"]);
    expect(firstAdvertisementLocaleInError(errors)).toBe("en");
  });

  it("jumps nowhere when no locale is in error", () => {
    expect(advertisementLocalesInError({ ends_at: [advertisementErrors.tooLong] })).toEqual([]);
    expect(firstAdvertisementLocaleInError({})).toBeUndefined();
  });
});

describe("portalAnnouncementLanguage (the guest's language, else the fallback)", () => {
  const complete = ["fr", "en"] as const;

  it("answers the language asked for when it is complete", () => {
    expect(portalAnnouncementLanguage(complete, "fr", "en")).toBe("en");
    expect(portalAnnouncementLanguage(complete, "en", "fr")).toBe("fr");
  });

  it("answers the fallback when the language asked for is not complete", () => {
    expect(portalAnnouncementLanguage(complete, "en", "de")).toBe("en");
    expect(portalAnnouncementLanguage(["fr", "en", "de"], "en", "de")).toBe("de");
  });

  it("reads a regional tag, in any case and separator, by its language", () => {
    expect(portalAnnouncementLanguage(["fr", "de"], "fr", "de-CH")).toBe("de");
    expect(portalAnnouncementLanguage(["fr", "de"], "fr", " DE-at ")).toBe("de");
    expect(portalAnnouncementLanguage(["fr", "zh"], "fr", "zh_TW")).toBe("zh");
    expect(portalAnnouncementLanguage(["fr", "en"], "fr", "en-GB")).toBe("en");
  });

  it("answers the fallback when nothing, or nothing it knows, is asked for", () => {
    expect(portalAnnouncementLanguage(complete, "en", undefined)).toBe("en");
    expect(portalAnnouncementLanguage(complete, "en", "")).toBe("en");
    expect(portalAnnouncementLanguage(complete, "en", "it")).toBe("en");
    expect(portalAnnouncementLanguage(complete, "en", "*")).toBe("en");
  });
});
