import { MantineProvider } from "@mantine/core";
import type { InterfaceLanguage } from "@ondine/domain";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { applyLanguage } from "../i18n/change-language";
import { loadConsoleCatalogue } from "../i18n/load-catalogue";
import { cssVariablesResolver, theme } from "../theme/theme";

/**
 * One component that links to console routes (a `Link`), on its own: the
 * theme, the console's texts in `language`, and a router of a single root
 * route rendering it, so its links write their addresses. No server.
 */
export async function renderInRouter(ui: ReactElement, language: InterfaceLanguage = "en") {
  await applyLanguage(language);
  await loadConsoleCatalogue();
  const rootRoute = createRootRoute({ component: () => <div data-testid="in-router">{ui}</div> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ["/"] }) });
  const view = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  await screen.findByTestId("in-router");
  return view;
}
