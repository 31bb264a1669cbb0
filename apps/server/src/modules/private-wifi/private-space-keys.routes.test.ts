import { type PrivateSpaceCardsAnswer, privateSpaceNameKey } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { bodyRows, csvRecords, headerOf, workbookOf } from "../../test/export-files";
import type { TestSession } from "../../test/sessions";
import { testEngines } from "../../test/test-database";
import { insertSpace } from "./key-push-fixture";
import { answerOf, auditRows, privateWifiNow, usePrivateWifiApp, yesterday } from "./private-wifi-fixture";

const named = (name: string) => ({ name, nameKey: privateSpaceNameKey(name) });
const keyActions = ["private_wifi.keys_exported", "private_wifi.cards_printed"];

describe.each(testEngines)("the private Wi-Fi keys shown on %s: export and cards", (engine) => {
  const t = usePrivateWifiApp(engine);

  const exported = (session: TestSession, siteId: number, query: string, language = "en") =>
    t.app.inject({
      method: "GET",
      url: `/api/ran/sites/${siteId}/spaces/export${query}`,
      headers: { ...session.headers, "accept-language": language },
    });

  async function residence() {
    const { site } = t.world;
    const createdAt = privateWifiNow;
    await insertSpace(t.db, site.id, {
      ...named("Chambre B"),
      comment: "Bail, Paul",
      psk: "KeyB23456789",
      devicesCount: 2,
      createdAt,
    });
    await insertSpace(t.db, site.id, { ...named("Chambre A"), expiresOn: yesterday, psk: "KeyA23456789", createdAt });
    await insertSpace(t.db, site.id, { ...named("Studio"), psk: "KeyS23456789", createdAt });
  }

  it("exports the list's spaces by name, without keys unless asked, and audits a file with keys", async () => {
    const { site, manager } = t.world;
    await residence();
    const plain = await exported(t.as.manager, site.id, "?format=csv&q=chambre");
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers["x-export-rows"]).toBe("2");
    expect(csvRecords(plain.body.slice(1), ",")).toEqual([
      ["Name", "Comment", "Expired", "Last day", "Devices", "Created"],
      ["Chambre A", "", "Yes", yesterday, "0", "2026-06-16 10:00"],
      ["Chambre B", "Bail, Paul", "No", "", "2", "2026-06-16 10:00"],
    ]);
    expect(await auditRows(t.db, keyActions)).toEqual([]);

    const sheet = await workbookOf(
      await exported(t.as.manager, site.id, "?format=xlsx&with_keys=1&state=active", "fr"),
    );
    expect(headerOf(sheet)).toEqual(["Nom", "Commentaire", "Expiré", "Dernier jour", "Appareils", "Créé le", "Clé"]);
    expect(bodyRows(sheet).map((row) => [row[0], row[6]])).toEqual([
      ["Chambre B", "KeyB23456789"],
      ["Studio", "KeyS23456789"],
    ]);
    expect(await auditRows(t.db, keyActions)).toEqual([
      {
        action: "private_wifi.keys_exported",
        actorId: manager.id,
        details: { site_id: site.id, keys: 2, format: "xlsx" },
      },
    ]);
  });

  it("gives the cards of a selection with their keys, the site's name and SSID, audited", async () => {
    const { site, manager } = t.world;
    await residence();
    const cards = answerOf<PrivateSpaceCardsAnswer>(
      await t.client.cards(t.as.manager, site.id, { selection: { matching: { q: "chambre" } } }),
    );
    expect(cards).toEqual({
      ssid: "Pasteur-Prive",
      site_name: "Résidence Pasteur",
      cards: [
        { id: expect.any(Number), name: "Chambre A", psk: "KeyA23456789", expires_on: yesterday },
        { id: expect.any(Number), name: "Chambre B", psk: "KeyB23456789", expires_on: null },
      ],
    });
    const one = answerOf<PrivateSpaceCardsAnswer>(
      await t.client.cards(t.as.manager, site.id, { selection: { ids: [cards.cards[1]?.id] } }),
    );
    expect(one.cards.map((card) => card.name)).toEqual(["Chambre B"]);
    expect(await auditRows(t.db, keyActions)).toEqual([
      { action: "private_wifi.cards_printed", actorId: manager.id, details: { site_id: site.id, keys: 2 } },
      { action: "private_wifi.cards_printed", actorId: manager.id, details: { site_id: site.id, keys: 1 } },
    ]);
  });

  it("refuses another customer's site or space (404), a site without an SSID (422), and no ran role (403)", async () => {
    const { site, theirSite, theirSpace, otherSite } = t.world;
    const mine = await insertSpace(t.db, site.id);
    expect(
      (await t.client.cards(t.as.manager, site.id, { selection: { ids: [mine.id, theirSpace.id] } })).statusCode,
    ).toBe(404);
    expect((await t.client.cards(t.as.manager, theirSite.id, { selection: { ids: [theirSpace.id] } })).statusCode).toBe(
      404,
    );
    expect((await exported(t.as.manager, theirSite.id, "?with_keys=1")).statusCode).toBe(404);
    const noSsid = await t.client.cards(t.as.organismManager, otherSite.id, { selection: { matching: {} } });
    expect(answerOf(noSsid, 422)).toMatchObject({ errors: { _root: ["privateWifi.errors.no_private_ssid"] } });
    expect((await exported(t.as.withoutRan, site.id, "?with_keys=1")).statusCode).toBe(403);
    expect((await t.client.cards(t.as.withoutRan, site.id, { selection: { ids: [mine.id] } })).statusCode).toBe(403);
    expect(await auditRows(t.db, keyActions)).toEqual([]);
  });
});
