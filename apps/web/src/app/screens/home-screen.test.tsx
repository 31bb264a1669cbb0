import type { CurrentUser } from "@ondine/domain";
import { waitFor } from "@testing-library/react";
import { describe, expect, it, onTestFinished } from "vitest";
import { createQueryClient } from "../../api/query-client";
import { currentUserQueryOptions } from "../../features/auth/api/get-current-user";
import { callerLocationsQueryOptions } from "../../features/locations/api/caller-locations-options";
import { signInAs, testAdmin, testUser } from "../../testing/users";
import { prefetchScreen } from "./home-screen";

const answers = {
  "GET /monitoring/status/all": { status: 200, body: {} },
  "GET /monitoring/counters/all": { status: 200, body: {} },
  "GET /monitoring/status": { status: 200, body: {} },
  "GET /monitoring/counters": { status: 200, body: {} },
};

/** The route's loader as the guard leaves it: the user read; nothing drawn. */
async function runLoader(user: CurrentUser, search: Record<string, unknown> = {}) {
  const api = signInAs(user, answers);
  const queryClient = createQueryClient();
  onTestFinished(() => queryClient.clear());
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
  prefetchScreen(queryClient, search);
  // The reads start once the locations are in.
  await waitFor(() =>
    expect(queryClient.getQueryState(callerLocationsQueryOptions().queryKey)?.status).toBe("success"),
  );
  return api;
}

describe('the home route\'s loader (docs/performance.md "Home map")', () => {
  it("asks for every site's status and the counters as the locations come, for an admin with no location chosen", async () => {
    const api = await runLoader(testAdmin());
    await waitFor(() => expect(api.callsTo("GET /monitoring/status/all")).toHaveLength(1));
    expect(api.callsTo("GET /monitoring/counters/all")).toHaveLength(1);
    expect(api.callsTo("GET /monitoring/status")).toHaveLength(0);
  });

  it("asks for the chosen site's status and counters when the address names one", async () => {
    const api = await runLoader(testAdmin(), { location_site: 12, location_organism: 3 });
    await waitFor(() => expect(api.callsTo("GET /monitoring/status")).toHaveLength(1));
    expect(api.callsTo("GET /monitoring/status")[0]?.query.get("site")).toBe("12");
    expect(api.callsTo("GET /monitoring/status/all")).toHaveLength(0);
  });

  it("asks for nothing the user's roles do not show (docs/product.md#accounts-permissions)", async () => {
    const api = await runLoader(testUser({ granted: ["code"] }));
    // The locations' answer has been handled: any read would have been started by now.
    await new Promise((wait) => setTimeout(wait, 50));
    expect(api.callsTo("GET /monitoring/status/all")).toHaveLength(0);
    expect(api.callsTo("GET /monitoring/counters/all")).toHaveLength(0);
    expect(api.callsTo("GET /monitoring/status")).toHaveLength(0);
  });
});
