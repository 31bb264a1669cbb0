import type { PublicConfig } from "@ondine/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase } from "../../test/test-database";

// Tests share one database, only read: every test builds its own app on it with its own config.
describe("GET /api/config/public", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  });
  afterAll(() => database.close());

  it("tells anyone the support portal, the map's tile layers, the coupons' numbers and the environment links", async () => {
    const app = buildTestApp(database, {
      supportPortalUrl: "https://help.ondine.example",
      externalTicketsUrl: "https://tickets.help.ondine.example",
      mapTiles: { road: { url: "https://tiles.example/{z}/{x}/{y}.png", attribution: "Tiles" }, satellite: null },
      customerServicePhones: { default: "+33 4 72 00 00 01", school_service: "+33 4 72 00 00 02" },
      menuEnvironmentLinks: [{ label: "Campus", url: "https://campus.ondine.example" }],
    });
    const response = await app.inject({ method: "GET", url: "/api/config/public" });
    expect(response.statusCode).toBe(200);
    expect(response.json<PublicConfig>()).toEqual({
      support_portal_url: "https://help.ondine.example",
      external_tickets_url: "https://tickets.help.ondine.example",
      map_tiles: { road: { url: "https://tiles.example/{z}/{x}/{y}.png", attribution: "Tiles" }, satellite: null },
      customer_service_phones: { default: "+33 4 72 00 00 01", school_service: "+33 4 72 00 00 02" },
      menu_environment_links: [{ label: "Campus", url: "https://campus.ondine.example" }],
    });
    await app.close();
  });
});
