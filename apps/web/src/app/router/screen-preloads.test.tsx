import { createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { createQueryClient } from "../../api/query-client";
import { applyLanguage } from "../../i18n/change-language";
import { locationsAnswer } from "../../testing/codes-fixtures";
import { signInAs, testUser } from "../../testing/users";
import { createAppRouter, startSignedInPageNow } from "./router";

function homeRouter() {
  const queryClient = createQueryClient();
  onTestFinished(() => queryClient.clear());
  return createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: ["/?lang=en"] }) });
}

// The whole console's route tree loads: slower than a unit test on a busy machine.
describe("a signed-in page's screen chunks (docs/performance.md)", { timeout: 60_000 }, () => {
  it("asks for the matched routes' screens as the page starts", async () => {
    await applyLanguage("en");
    signInAs(testUser(), locationsAnswer());
    const router = homeRouter();
    const preloadScreens = vi.spyOn(router.options.context, "preloadScreens");

    await router.load();

    expect(preloadScreens).toHaveBeenCalledWith(["__root__", "/"]);
  });

  it("loads a route's screen chunk and the chunks its screen draws with", async () => {
    const router = homeRouter();
    const home = router.routesById["/"];
    const drawsWith = home.options.staticData?.drawsWith;
    expect(drawsWith).toBeDefined();
    const drawsWithSpy = vi.fn(() => Promise.resolve());
    home.options.staticData = { ...home.options.staticData, drawsWith: drawsWithSpy };
    onTestFinished(() => {
      home.options.staticData = { ...home.options.staticData, drawsWith };
    });
    const loadRouteChunk = vi.spyOn(router, "loadRouteChunk");

    router.options.context.preloadScreens(["/", "/no-such-route"]);

    expect(loadRouteChunk).toHaveBeenCalledExactlyOnceWith(home);
    expect(drawsWithSpy).toHaveBeenCalledOnce();
  });

  it("starts a signed-in page's reads and screens as the entry runs, before the router has drawn or loaded", async () => {
    const api = signInAs(testUser(), locationsAnswer());
    const router = homeRouter();
    const preloadScreens = vi.spyOn(router.options.context, "preloadScreens");

    startSignedInPageNow(router);

    expect(preloadScreens).toHaveBeenCalledWith(["__root__", "/"]);
    expect(api.callsTo("GET /users/me")).toHaveLength(1);
    expect(api.callsTo("POST /es_proxy/locations/_search")).toHaveLength(1);
  });

  it("starts nothing for a visitor who is not signed in", () => {
    const router = homeRouter();
    const preloadScreens = vi.spyOn(router.options.context, "preloadScreens");

    startSignedInPageNow(router);

    expect(preloadScreens).not.toHaveBeenCalled();
  });
});
