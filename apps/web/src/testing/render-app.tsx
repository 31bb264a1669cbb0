import { createMemoryHistory } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { onTestFinished } from "vitest";
import { createQueryClient } from "../api/query-client";
import { App } from "../app/app";
import { createAppRouter } from "../app/router/router";
import { applyLanguage } from "../i18n/change-language";
import { initialLanguage } from "../i18n/language-preference";

/**
 * The whole console at `url`, as main.tsx starts it: language from the
 * address or storage, the real route tree, an in-memory history.
 */
export async function renderApp(url: string) {
  await applyLanguage(initialLanguage(new URL(url, "http://localhost").search));
  const queryClient = createQueryClient();
  // A retry still waiting when the test ends would call the next test's fetch
  // stub and be counted there: clearing the cache cancels it.
  onTestFinished(() => queryClient.clear());
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter({ queryClient, history });
  const view = render(<App router={router} queryClient={queryClient} env="test" />);
  return { ...view, router, history };
}
