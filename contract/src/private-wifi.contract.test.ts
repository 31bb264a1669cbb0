import { afterEach, describe, expect, it, vi } from "vitest";
import { findAlertSubscriptions } from "../../apps/web/src/features/alerts/api/find-alert-subscriptions";
import { changePrivateSpaces } from "../../apps/web/src/features/private-wifi/api/change-private-spaces";
import { createPrivateSpace } from "../../apps/web/src/features/private-wifi/api/create-private-space";
import { deletePrivateSpace } from "../../apps/web/src/features/private-wifi/api/delete-private-space";
import { findPrivateImports } from "../../apps/web/src/features/private-wifi/api/find-private-imports";
import { findPrivateSpaceCards } from "../../apps/web/src/features/private-wifi/api/find-private-space-cards";
import { findPrivateSpaces } from "../../apps/web/src/features/private-wifi/api/find-private-spaces";
import { getPrivateSpace } from "../../apps/web/src/features/private-wifi/api/get-private-space";
import { importPrivateSpaces } from "../../apps/web/src/features/private-wifi/api/import-private-spaces";
import { previewPrivateImportOnSite } from "../../apps/web/src/features/private-wifi/api/preview-private-import";
import { resetPrivateSpaceKey } from "../../apps/web/src/features/private-wifi/api/reset-private-space-key";
import { revealPrivateSpaceKey } from "../../apps/web/src/features/private-wifi/api/reveal-private-space-key";
import { updatePrivateSpace } from "../../apps/web/src/features/private-wifi/api/update-private-space";
import { useContractServer } from "./support/contract-server";

// The console's private Wi-Fi clients against the server on the demo data (docs/private-wifi.md#calls):
// each answer read through the client's own schema.
const server = useContractServer();

const logged = vi.spyOn(console, "error").mockImplementation(() => {});
afterEach(() => {
  expect(logged).not.toHaveBeenCalled();
  logged.mockClear();
});

const firstPage = { sort: "name", order: "asc", page: 1 } as const;

/** The hotel manager's first site with a private SSID (the demo hotels with IoT rooms have one). */
async function siteWithPrivateSsid(): Promise<number> {
  const { sites } = await findAlertSubscriptions();
  for (const site of sites) {
    const list = await findPrivateSpaces(site.site_id, firstPage);
    if (list.figures.ssid !== null) return site.site_id;
  }
  throw new Error("no site of the demo manager has a private SSID");
}

describe("private Wi-Fi clients against the server", () => {
  it("lists, creates, reads, changes, reveals, resets, prints and deletes a space", async () => {
    await server.signInAs("customer");
    const siteId = await siteWithPrivateSsid();
    const before = await findPrivateSpaces(siteId, firstPage);
    expect(before.figures.key_limit).toBe(5000);

    const created = await createPrivateSpace(siteId, { name: "Contrat 1", comment: "", expires_on: null });
    expect(created).toMatchObject({ name: "Contrat 1", state: "active", push: { state: "waiting" } });
    const detail = await getPrivateSpace(created.id);
    expect(detail.devices).toEqual([]);
    const renamed = await updatePrivateSpace(created.id, { comment: "Suite du contrat" });
    expect(renamed.comment).toBe("Suite du contrat");

    const { psk } = await revealPrivateSpaceKey(created.id);
    const reset = await resetPrivateSpaceKey(created.id);
    expect(reset.id).toBe(created.id);
    expect((await revealPrivateSpaceKey(created.id)).psk).not.toBe(psk);

    const expiresOn = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const changed = await changePrivateSpaces(siteId, {
      action: "set_expiry",
      selection: { ids: [created.id] },
      expected: 1,
      expires_on: expiresOn,
    });
    expect(changed.affected).toBe(1);
    const cards = await findPrivateSpaceCards(siteId, { ids: [created.id] });
    expect(cards.cards).toEqual([
      expect.objectContaining({ id: created.id, name: "Contrat 1", expires_on: expiresOn }),
    ]);

    await deletePrivateSpace(created.id);
    const after = await findPrivateSpaces(siteId, { ...firstPage, q: "Contrat 1" });
    expect(after.total_count).toBe(0);
  });

  it("previews and imports a CSV file, and lists the import", async () => {
    await server.signInAs("customer");
    const siteId = await siteWithPrivateSsid();
    const file = new File(["name;comment\nContrat A;Bail 30/06\nContrat B;\n"], "contrats.csv", { type: "text/csv" });
    const preview = await previewPrivateImportOnSite(siteId, file);
    expect(preview).toMatchObject({ encoding: "utf-8", separator: ";", creatable: 2, with_problems: 0 });
    const imported = await importPrivateSpaces(siteId, file);
    expect(imported.created).toBe(2);
    const history = await findPrivateImports(siteId);
    expect(history.items[0]).toMatchObject({ id: imported.import_id, file_name: "contrats.csv", created: 2 });
  });
});
