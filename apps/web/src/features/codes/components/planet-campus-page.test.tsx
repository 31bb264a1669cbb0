import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { locationsAnswer, ok, testOrganism, testSites } from "../../../testing/codes-fixtures";
import type { ApiCall, MockAnswer } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";

const campusManager = () => testUser({ granted: ["planet_campus"] });
const noCodes = ok({ hits: { total: { value: 0, relation: "eq" }, hits: [] } });

/** The location pickers' search, and the page's count (size 0) of the selected location's residences. */
function locationsWith(residences: number): MockAnswer {
  const pickers = locationsAnswer()["POST /es_proxy/locations/_search"] as ReturnType<typeof ok>;
  return (call: ApiCall) =>
    (call.body as { size?: number }).size === 0
      ? ok({ hits: { total: { value: residences, relation: "eq" }, hits: [] } })
      : pickers;
}

const site = testSites[0] as { id: number };
const address = `/codes/planetcampus?lang=en&location_organism=${testOrganism.id}&location_site=${site.id}`;

// The whole console renders: slower than a unit test on a busy machine.
describe("connection codes (docs/product.md#codes-screens)", { timeout: 30_000 }, () => {
  it("tells a location without residences (a hotel) that it has none, not that it has no code yet", async () => {
    const api = signInAs(campusManager(), {
      "POST /es_proxy/locations/_search": locationsWith(0),
      "POST /es_proxy/connection_codes/_search": noCodes,
    });
    await renderApp(address);
    expect(await screen.findByText("No residence here", {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByText("No connection codes yet.")).not.toBeInTheDocument();
    const count = api
      .callsTo("POST /es_proxy/locations/_search")
      .find((call) => (call.body as { size: number }).size === 0);
    expect(JSON.stringify(count?.body)).toContain('{"term":{"organism_kind":"student_residence"}}');
    expect(JSON.stringify(count?.body)).toContain(`{"term":{"id":${site.id}}}`);
  });

  it("says a residence has no connection code yet", async () => {
    signInAs(campusManager(), {
      "POST /es_proxy/locations/_search": locationsWith(1),
      "POST /es_proxy/connection_codes/_search": noCodes,
    });
    await renderApp(address);
    expect(await screen.findByText("No connection codes yet.", {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByText("No residence here")).not.toBeInTheDocument();
  });
});
