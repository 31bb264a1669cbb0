import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import {
  bandwidthPoints,
  counters,
  locationsSearchAnswers,
  siteStatus,
  speedtestPoints,
  trafficPoints,
} from "../features/monitoring/testing/monitoring-fixtures";
import { chooseLanguage } from "../i18n/change-language";
import type { MockAnswer } from "../testing/mock-api";
import { testPublicConfig } from "../testing/public-config";
import { renderApp } from "../testing/render-app";
import { signInAs, testUser } from "../testing/users";

const ok = (body: unknown) => ({ status: 200, body });

/** Every call of the home and of the monitoring page, for organism 7's site 5. */
const answers: Record<string, MockAnswer> = {
  "GET /config/public": ok(testPublicConfig()),
  "GET /monitoring/status": ok(siteStatus()),
  "GET /monitoring/counters": ok(counters()),
  "GET /monitoring/traffic": ok(trafficPoints()),
  "GET /monitoring/bandwidth": ok(bandwidthPoints()),
  "GET /monitoring/speedtest": ok(speedtestPoints()),
  "GET /locations/buildings": ok({ buildings: [] }),
  ...locationsSearchAnswers(),
};

// Two whole screens render: slower than a unit test on a busy machine.
describe("reads the home and network status share", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await chooseLanguage("en");
  });

  it("fetches a site's status and counters once for both screens, through one cache entry each", async () => {
    const api = signInAs(testUser({ granted: ["supervision"] }), answers);
    const { router } = await renderApp("/?location_site=5&location_organism=7");
    // The home's link-use card: its figure comes from the counters (41 Mb/s of the 410 Mb/s the lines deliver).
    await screen.findByText("10%");
    expect(api.callsTo("GET /monitoring/status")).toHaveLength(1);
    expect(api.callsTo("GET /monitoring/counters")).toHaveLength(1);

    await router.navigate({ to: "/network/status/monitoring", search: { location_site: 5, location_organism: 7 } });
    const accessPoints = await screen.findByRole("region", { name: "Access points reached" });
    expect(within(accessPoints).getByText("12 / 14")).toBeInTheDocument();
    await screen.findByText(/^Last network report: /);

    // docs/product.md#monitoring-caches: both cached 3 minutes; the second screen reads them from the cache.
    expect(api.callsTo("GET /monitoring/status")).toHaveLength(1);
    expect(api.callsTo("GET /monitoring/counters")).toHaveLength(1);
  });
});
