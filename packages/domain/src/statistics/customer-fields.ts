import { addCalendarMonths, calendarDayOf, startOfCalendarDay } from "../dates/calendar-day";
import type { TimeWindow } from "../monitoring/traffic-range";

// Customer (guest) (docs/product.md#statistics-dashboards): how the customers dashboard shows a guest.

/** The fields SPEC names, in the order the detail shows them. */
export const customerNamedFields = [
  "created_at",
  "first_name",
  "last_name",
  "email",
  "newsletter",
  "country",
  "language",
  "browser_name",
  "os_name",
  "device",
  "room_number",
  "site_name",
  "organism_name",
] as const;
export type CustomerNamedField = (typeof customerNamedFields)[number];

/**
 * docs/product.md#statistics-dashboards: technical fields are never shown: ids, login, tags, disabled and
 * confirmed dates, user agent, platform, tokens, registration strategy.
 */
const technicalFieldPatterns: readonly RegExp[] = [
  /^id$/,
  /_ids?$/,
  /^login$/,
  /^tags?$/,
  /disabled/,
  /confirmed/,
  /user_?agent/,
  /platform/,
  /token/,
  /registration_strategy/,
];

export function isTechnicalCustomerField(name: string): boolean {
  const lower = name.toLowerCase();
  return technicalFieldPatterns.some((pattern) => pattern.test(lower));
}

/** "Unknown fields shown as unknown name/site/email/country" (docs/product.md#statistics-dashboards): which unknown label a missing value takes. */
export type CustomerUnknownKind = "name" | "site" | "email" | "country" | "value";

const unknownKindOf: Readonly<Partial<Record<string, CustomerUnknownKind>>> = {
  first_name: "name",
  last_name: "name",
  site_name: "site",
  organism_name: "site",
  email: "email",
  country: "country",
};

/** A line of a guest's detail: the field, its value, or which unknown label to show. */
export type CustomerDisplayField =
  | { name: string; named: boolean; value: string | number | boolean }
  | { name: string; named: boolean; unknown: CustomerUnknownKind };

function isMissing(value: unknown): boolean {
  return value === null || value === undefined || value === "" || value === "unknown";
}

/**
 * A guest's fields as the dashboard shows them: SPEC's named fields first in
 * their order, then any other non-technical field generically (by name),
 * objects and arrays left out. The e-mail only when the guest took the
 * newsletter; a missing value as its unknown label.
 */
export function customerDisplayFields(document: Readonly<Record<string, unknown>>): CustomerDisplayField[] {
  const shown = (name: string, named: boolean): CustomerDisplayField => {
    const value = document[name];
    if (isMissing(value)) return { name, named, unknown: unknownKindOf[name] ?? "value" };
    return { name, named, value: value as string | number | boolean };
  };
  const named = customerNamedFields
    .filter((name) => name !== "email" || document.newsletter === true)
    .map((name) => shown(name, true));
  const others = Object.keys(document)
    .filter((name) => !(customerNamedFields as readonly string[]).includes(name) && !isTechnicalCustomerField(name))
    .filter((name) => {
      const value = document[name];
      return value === null || ["string", "number", "boolean"].includes(typeof value);
    })
    .sort()
    .map((name) => shown(name, false));
  return [...named, ...others];
}

/** Customer data last six months (docs/product.md#statistics-dashboards). */
export const customerDataMonths = 6;

/** The window the customers dashboard reads: from the Paris midnight six months back, to now. */
export function customerDataWindow(now: Date): TimeWindow {
  return { startAt: startOfCalendarDay(addCalendarMonths(calendarDayOf(now), -customerDataMonths)), stopAt: now };
}
