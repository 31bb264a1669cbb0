import { afterEach, describe, expect, it, vi } from "vitest";
import { findAlertLog } from "../../apps/web/src/features/alerts/api/find-alert-log";
import { findAlertSubscriptions } from "../../apps/web/src/features/alerts/api/find-alert-subscriptions";
import { updateAlertSubscriptions } from "../../apps/web/src/features/alerts/api/update-alert-subscriptions";
import { findAvailabilityHistory } from "../../apps/web/src/features/monitoring/api/find-availability-history";
import { createSilenceWindow } from "../../apps/web/src/features/silent-mode/api/create-silence-window";
import { endSilenceWindow } from "../../apps/web/src/features/silent-mode/api/end-silence-window";
import { extendSilenceWindow } from "../../apps/web/src/features/silent-mode/api/extend-silence-window";
import { findSilenceWindows } from "../../apps/web/src/features/silent-mode/api/find-silence-windows";
import { findSiteBuildings } from "../../apps/web/src/features/silent-mode/api/find-site-buildings";
import { useContractServer } from "./support/contract-server";

// The console's alert, availability and silent-mode clients against the server on the demo data
// (docs/alerts.md#calls): each answer read through the client's own schema.
const server = useContractServer();

const logged = vi.spyOn(console, "error").mockImplementation(() => {});
afterEach(() => {
  expect(logged).not.toHaveBeenCalled();
  logged.mockClear();
});

describe("alerts, availability and silent-mode clients against the server", () => {
  it("reads and replaces the manager's alert choices, and reads the alert log", async () => {
    await server.signInAs("customer");
    const { sites } = await findAlertSubscriptions();
    const [first, second] = sites;
    if (!first || !second) throw new Error("the demo manager has fewer than two sites");
    const saved = await updateAlertSubscriptions({
      subscriptions: [
        { site_id: first.site_id, levels: ["down", "recovered"] },
        { site_id: second.site_id, levels: ["degraded"] },
      ],
    });
    expect(saved.sites.filter((site) => site.levels.length > 0).map((site) => [site.site_id, site.levels])).toEqual([
      [first.site_id, ["down", "recovered"]],
      [second.site_id, ["degraded"]],
    ]);
    const log = await findAlertLog({ page: 1 });
    expect(log.current_page).toBe(1);
    expect(log.items.length).toBeGreaterThan(0);
  });

  it("reads a site's availability history", async () => {
    await server.signInAs("customer");
    const { sites } = await findAlertSubscriptions();
    const site = sites[0];
    if (!site) throw new Error("the demo manager has no site");
    const history = await findAvailabilityHistory(site.site_id, 3);
    expect(history.site_id).toBe(site.site_id);
    expect(history.months).toHaveLength(3);
  });

  it("creates, lists, extends and ends a silence window on a building", async () => {
    await server.signInAs("customer");
    const { sites } = await findAlertSubscriptions();
    let target: { siteId: number; buildingId: number } | undefined;
    for (const site of sites) {
      const [building] = await findSiteBuildings(site.site_id);
      if (building) {
        target = { siteId: site.site_id, buildingId: building.id };
        break;
      }
    }
    if (!target) throw new Error("no site of the demo manager has a building");
    const now = Date.now();
    const created = await createSilenceWindow({
      site_id: target.siteId,
      target: "building",
      building_id: target.buildingId,
      equipment_ids: [],
      starts_at: new Date(now).toISOString(),
      ends_at: new Date(now + 2 * 3_600_000).toISOString(),
      reason: "works",
      note: "Remplacement du commutateur.",
      recurrence: null,
    });
    expect(created).toMatchObject({ target: "building", building_id: target.buildingId, state: "current" });
    const current = await findSilenceWindows({ state: "current", siteId: target.siteId, page: 1 });
    expect(current.items.map((window) => window.id)).toContain(created.id);
    const extended = await extendSilenceWindow(created.id, { ends_at: new Date(now + 4 * 3_600_000).toISOString() });
    expect(extended.extensions).toBe(1);
    const ended = await endSilenceWindow(created.id);
    expect(ended.state).toBe("past");
  });
});
