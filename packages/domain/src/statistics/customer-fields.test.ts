import { describe, expect, it } from "vitest";
import {
  customerDataWindow,
  customerDisplayFields,
  customerNamedFields,
  isTechnicalCustomerField,
} from "./customer-fields";

const guest = {
  id: 41,
  created_at: "2026-11-02T09:30:00.000Z",
  first_name: "Jeanne",
  last_name: "Martin",
  email: "jeanne.martin@example.fr",
  newsletter: true,
  country: "FR",
  language: "fr",
  browser_name: "Firefox",
  os_name: "Android",
  device: "mobile",
  room_number: "214",
  site_name: "Lumière Nantes",
  organism_name: "Hôtels Lumière",
};

describe("a guest's fields on the customers dashboard (docs/product.md#statistics-dashboards)", () => {
  it("lists SPEC's named fields first, in their order", () => {
    expect(customerDisplayFields(guest).map((field) => field.name)).toEqual([...customerNamedFields]);
    expect(customerDisplayFields(guest)[1]).toEqual({ name: "first_name", named: true, value: "Jeanne" });
  });

  it("shows the e-mail only when the guest took the newsletter", () => {
    const names = customerDisplayFields({ ...guest, newsletter: false }).map((field) => field.name);
    expect(names).not.toContain("email");
    expect(names).toContain("newsletter");
  });

  it("skips technical fields: ids, login, tags, disabled and confirmed dates, user agent, platform, tokens, strategy", () => {
    const technical = {
      id: 1,
      site_id: 12,
      organism_id: 7,
      coupon_ids: [3],
      login: "jm214",
      tags: "vip",
      disabled_at: "2026-01-01",
      confirmed_at: "2026-01-01",
      user_agent: "Mozilla/5.0",
      platform: "web",
      access_token: "x",
      registration_strategy: "email",
    };
    for (const name of Object.keys(technical)) expect(isTechnicalCustomerField(name)).toBe(true);
    const shown = customerDisplayFields({ ...guest, ...technical }).map((field) => field.name);
    expect(shown).toEqual([...customerNamedFields]);
  });

  it("shows other plain fields generically, by name and sorted, leaving objects and lists out", () => {
    const fields = customerDisplayFields({
      ...guest,
      zip_code: "44000",
      age_range: "25-34",
      extra: { a: 1 },
      list: [1],
    });
    expect(fields.slice(customerNamedFields.length)).toEqual([
      { name: "age_range", named: false, value: "25-34" },
      { name: "zip_code", named: false, value: "44000" },
    ]);
  });

  it("gives a missing value its unknown label: name, site, email, country, else a plain unknown", () => {
    const fields = customerDisplayFields({
      ...guest,
      first_name: null,
      last_name: "",
      site_name: undefined,
      organism_name: "unknown",
      email: null,
      country: null,
      room_number: null,
      nickname: null,
    });
    const unknownOf = (name: string) => fields.find((field) => field.name === name);
    expect(unknownOf("first_name")).toEqual({ name: "first_name", named: true, unknown: "name" });
    expect(unknownOf("last_name")).toEqual({ name: "last_name", named: true, unknown: "name" });
    expect(unknownOf("site_name")).toEqual({ name: "site_name", named: true, unknown: "site" });
    expect(unknownOf("organism_name")).toEqual({ name: "organism_name", named: true, unknown: "site" });
    expect(unknownOf("email")).toEqual({ name: "email", named: true, unknown: "email" });
    expect(unknownOf("country")).toEqual({ name: "country", named: true, unknown: "country" });
    expect(unknownOf("room_number")).toEqual({ name: "room_number", named: true, unknown: "value" });
    expect(unknownOf("nickname")).toEqual({ name: "nickname", named: false, unknown: "value" });
  });
});

describe("customer data over the last six months (docs/product.md#statistics-dashboards)", () => {
  it("starts at the Paris midnight six calendar months back and ends now", () => {
    const now = new Date("2026-11-26T23:30:00.000Z"); // 27 November, 00:30 in Paris
    const window = customerDataWindow(now);
    expect(window.stopAt).toEqual(now);
    // 27 May 2026, 00:00 in Paris (summer time, UTC+2).
    expect(window.startAt.toISOString()).toBe("2026-05-26T22:00:00.000Z");
  });

  it("keeps a month-end within the shorter month", () => {
    const window = customerDataWindow(new Date("2026-08-31T10:00:00.000Z"));
    // 28 February 2026 (no 31 February), 00:00 in Paris (winter time, UTC+1).
    expect(window.startAt.toISOString()).toBe("2026-02-27T23:00:00.000Z");
  });
});
