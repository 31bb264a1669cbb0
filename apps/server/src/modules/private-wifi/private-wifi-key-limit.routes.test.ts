import { type PrivateImportPreviewAnswer, privateSpaceNameKey } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../test/test-database";
import { insertSpace, spaceNow } from "./key-push-fixture";
import { answerOf, csvFile, privateWifiNow, storedSpaces, usePrivateWifiApp, yesterday } from "./private-wifi-fixture";

const keyLimit = 3;
const named = (name: string) => ({ name, nameKey: privateSpaceNameKey(name) });

describe.each(testEngines)("the private Wi-Fi key limit on %s", (engine) => {
  // PRIVATE_WIFI_SITE_KEY_LIMIT=3 (docs/private-wifi.md#commands "The key limit").
  const t = usePrivateWifiApp(engine, { privateWifiSiteKeyLimit: keyLimit });

  /** Two keys in use: an active space, and a tombstone whose withdrawal the site has not applied yet. */
  async function twoKeysInUse() {
    const { site } = t.world;
    await insertSpace(t.db, site.id, named("Chambre 1"));
    await insertSpace(t.db, site.id, {
      ...named("Ancienne 1"),
      deletedAt: privateWifiNow,
      withdrawnAt: privateWifiNow,
      pushState: "failed",
    });
    // Not counted: an expired space whose withdrawal was applied.
    return insertSpace(t.db, site.id, { ...named("Partie 1"), expiresOn: yesterday, withdrawnAt: privateWifiNow });
  }

  it("refuses a creation past the limit with 422 key_limit, saying the limit and the keys in use", async () => {
    const { site } = t.world;
    await twoKeysInUse();
    answerOf(await t.client.create(t.as.manager, site.id, { name: "Chambre 2" }), 201);
    const refused = answerOf<{ message: string; errors: Record<string, string[]> }>(
      await t.client.create(t.as.manager, site.id, { name: "Chambre 3" }),
      422,
    );
    expect(refused.errors).toEqual({ _root: ["privateWifi.errors.key_limit"] });
    expect(refused.message).toContain(`may hold ${keyLimit} keys and holds 3`);
    expect((await storedSpaces(t.db, site.id)).map((space) => space.name)).not.toContain("Chambre 3");
  });

  it("refuses an import past the limit whole, its lines past the free keys marked", async () => {
    const { site } = t.world;
    await twoKeysInUse();
    const file = csvFile("name", "Chambre 2", "Chambre 3");
    const preview = answerOf<PrivateImportPreviewAnswer>(await t.client.preview(t.as.manager, site.id, file));
    expect(preview).toMatchObject({ creatable: 1, with_problems: 1, key_limit: keyLimit, keys_in_use: 2 });
    const refused = answerOf<{ errors: Record<string, string[]>; preview: PrivateImportPreviewAnswer }>(
      await t.client.importFile(t.as.manager, site.id, file),
      422,
    );
    expect(refused.errors).toEqual({
      file: ["privateWifi.errors.import_has_problems"],
      _root: ["privateWifi.errors.key_limit"],
    });
    expect(refused.preview.lines.map((line) => line.problems)).toEqual([[], ["over_key_limit"]]);
    expect(await storedSpaces(t.db, site.id)).toHaveLength(3);
  });

  it("refuses to bring an expired space back past the limit", async () => {
    const { site } = t.world;
    const expired = await twoKeysInUse();
    answerOf(await t.client.create(t.as.manager, site.id, { name: "Chambre 2" }), 201);
    const refused = await t.client.patch(t.as.manager, expired.id, { expires_on: "2026-12-31" });
    expect(answerOf(refused, 422)).toMatchObject({ errors: { _root: ["privateWifi.errors.key_limit"] } });
    expect(await spaceNow(t.db, expired.id)).toMatchObject({ expiresOn: yesterday, withdrawnAt: privateWifiNow });
  });
});
