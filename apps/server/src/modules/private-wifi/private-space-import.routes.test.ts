import {
  type PrivateImportHistory,
  type PrivateImportPreviewAnswer,
  privateSpaceNameKey,
  privateWifiLimits,
} from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { privateSpaceImports } from "../../db/schema";
import { engineDependentEngines, testEngines } from "../../test/test-database";
import { insertSpace } from "./key-push-fixture";
import {
  answerOf,
  csvFile,
  privateWifiNow,
  queuedKeyChanges,
  storedSpaces,
  usePrivateWifiApp,
} from "./private-wifi-fixture";

const residents = csvFile("name;comment;étage", "Chambre 1;Bail Léa;1", "", '"Chambre 2";"Bail; Paul";2');

describe.each(testEngines)("the private Wi-Fi CSV import on %s", (engine) => {
  const t = usePrivateWifiApp(engine);

  it("previews a file, every line with its problems, writing nothing", async () => {
    const { site } = t.world;
    await insertSpace(t.db, site.id, { name: "Chambre 3", nameKey: privateSpaceNameKey("Chambre 3") });
    const file = csvFile("Name,Comment", "Chambre 1,", "chambre  3,déjà là", ",sans nom", "CHAMBRE 1,deux fois");
    const preview = answerOf<PrivateImportPreviewAnswer>(await t.client.preview(t.as.manager, site.id, file));
    expect(preview).toEqual({
      encoding: "utf-8",
      separator: ",",
      ignored_columns: [],
      lines: [
        { line: 2, name: "Chambre 1", comment: "", problems: [] },
        { line: 3, name: "chambre 3", comment: "déjà là", problems: ["name_taken"] },
        { line: 4, name: "", comment: "sans nom", problems: ["name_missing"] },
        { line: 5, name: "CHAMBRE 1", comment: "deux fois", problems: ["name_repeated"] },
      ],
      creatable: 1,
      with_problems: 3,
      key_limit: 5000,
      keys_in_use: 1,
    });
    expect(await storedSpaces(t.db, site.id)).toHaveLength(1);
  });

  it("imports every line as a space of the import, their keys pushed in one change, and lists the import", async () => {
    const { site, manager } = t.world;
    const answer = answerOf<{ import_id: number; created: number }>(
      await t.client.importFile(t.as.manager, site.id, residents, "C:\\Users\\lea\\residents-juin.csv"),
      201,
    );
    expect(answer.created).toBe(2);
    const spaces = await storedSpaces(t.db, site.id);
    expect(spaces.map((space) => [space.name, space.comment, space.importId, space.pushState])).toEqual([
      ["Chambre 1", "Bail Léa", answer.import_id, "waiting"],
      ["Chambre 2", "Bail; Paul", answer.import_id, "waiting"],
    ]);
    expect(new Set(spaces.map((space) => space.psk)).size).toBe(2);
    expect((await queuedKeyChanges(t.db, site.id)).map((change) => [change.name, change.action])).toEqual([
      ["Chambre 1", "set"],
      ["Chambre 2", "set"],
    ]);
    const history = answerOf<PrivateImportHistory>(await t.client.imports(t.as.manager, site.id));
    expect(history.items).toEqual([
      {
        id: answer.import_id,
        file_name: "residents-juin.csv",
        created: 2,
        by: "Inès Roux",
        at: privateWifiNow.toISOString(),
      },
    ]);
    expect((await t.db.select().from(privateSpaceImports))[0]?.actorUserId).toBe(manager.id);
  });

  it("writes nothing when one line has a problem, and answers the reading", async () => {
    const { site } = t.world;
    const file = csvFile("name;comment", "Chambre 1;", `${"x".repeat(privateWifiLimits.nameMaxLength + 1)};trop long`);
    const refused = answerOf<{ errors: Record<string, string[]>; preview: PrivateImportPreviewAnswer }>(
      await t.client.importFile(t.as.manager, site.id, file),
      422,
    );
    expect(refused.errors).toEqual({ file: ["privateWifi.errors.import_has_problems"] });
    expect(refused.preview.lines.map((line) => line.problems)).toEqual([[], ["name_too_long"]]);
    expect(await storedSpaces(t.db, site.id)).toEqual([]);
    expect(await t.db.select().from(privateSpaceImports)).toEqual([]);
    expect(await queuedKeyChanges(t.db, site.id)).toEqual([]);
  });

  it("tells a file it cannot read, a missing file and a site without a private SSID", async () => {
    const { site, otherSite } = t.world;
    const unreadable = async (bytes: Uint8Array) =>
      answerOf<{ errors: Record<string, string[]> }>(await t.client.preview(t.as.manager, site.id, bytes), 422).errors
        .file;
    expect(await unreadable(csvFile("room;comment", "Chambre 1;"))).toEqual([
      "privateWifi.errors.import_unreadable",
      "privateWifi.import.fileProblems.no_name_column",
    ]);
    expect(await unreadable(new Uint8Array(privateWifiLimits.importMaxBytes + 1).fill(0x41))).toEqual([
      "privateWifi.errors.import_unreadable",
      "privateWifi.import.fileProblems.too_large",
    ]);
    const headerOnly = await t.client.importFile(t.as.manager, site.id, csvFile("name;comment"));
    expect(answerOf<{ errors: Record<string, string[]> }>(headerOnly, 422).errors.file).toContain(
      "privateWifi.import.fileProblems.empty",
    );
    const noFile = await t.client.call(t.as.manager, "POST", `/ran/sites/${site.id}/spaces/import`, {});
    expect(answerOf(noFile, 422)).toMatchObject({ errors: { file: ["formErrors.required"] } });
    const noSsid = await t.client.importFile(t.as.organismManager, otherSite.id, residents);
    expect(answerOf(noSsid, 422)).toMatchObject({ errors: { _root: ["privateWifi.errors.no_private_ssid"] } });
    expect(await storedSpaces(t.db, otherSite.id)).toEqual([]);
  });

  it("refuses an account without the ran role (403) and another customer's site (404)", async () => {
    const { site, theirSite } = t.world;
    expect((await t.client.preview(t.as.withoutRan, site.id, residents)).statusCode).toBe(403);
    expect((await t.client.importFile(t.as.withoutRan, site.id, residents)).statusCode).toBe(403);
    expect((await t.client.preview(t.as.manager, theirSite.id, residents)).statusCode).toBe(404);
    expect((await t.client.importFile(t.as.manager, theirSite.id, residents)).statusCode).toBe(404);
    expect((await t.client.imports(t.as.manager, theirSite.id)).statusCode).toBe(404);
    expect(await storedSpaces(t.db, theirSite.id)).toHaveLength(1);
  });
});

// The site's advisory lock and two transactions at once: on both engines (engineDependentEngines).
describe.each(engineDependentEngines)("two imports of one file at once on %s", (engine) => {
  const t = usePrivateWifiApp(engine);

  it("creates the names once when the same file is imported twice at once", async () => {
    const { site } = t.world;
    const [first, second] = await Promise.all([
      t.client.importFile(t.as.manager, site.id, residents),
      t.client.importFile(t.as.manager, site.id, residents),
    ]);
    const statuses = [first?.statusCode, second?.statusCode].sort();
    expect(statuses).toEqual([201, 422]);
    const refused = [first, second].find((response) => response?.statusCode === 422);
    expect(refused?.json<{ preview: PrivateImportPreviewAnswer }>().preview.lines.map((line) => line.problems)).toEqual(
      [["name_taken"], ["name_taken"]],
    );
    expect((await storedSpaces(t.db, site.id)).map((space) => space.name)).toEqual(["Chambre 1", "Chambre 2"]);
  });
});
