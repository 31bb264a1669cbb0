import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { applyLanguage } from "../../../i18n/change-language";
import { loadConsoleCatalogue } from "../../../i18n/load-catalogue";
import { mockApi } from "../../../testing/mock-api";
import { theme } from "../../../theme/theme";
import { AccessPointsPage } from "./access-points-page";
import { CalloutsPage } from "./callouts-page";
import { EventsPage } from "./events-page";
import { MonitoringPage } from "./monitoring-page";

// The screens alone: in the console the header's location logic (another
// feature) fills an empty address as soon as it can, so the screens' own
// "no location" state is checked here, without it.
function renderScreen(screenElement: ReactNode) {
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={createQueryClient()}>{screenElement}</QueryClientProvider>
    </MantineProvider>,
  );
}

describe("network-status screens without a location", () => {
  beforeEach(async () => {
    await applyLanguage("fr");
    await loadConsoleCatalogue();
  });

  it.each([
    ["monitoring", <MonitoringPage key="monitoring" location={null} />, "Supervision du réseau"],
    ["access points", <AccessPointsPage key="aps" location={null} />, "Bornes Wi-Fi : injoignables seulement"],
    ["incidents", <EventsPage key="events" location={null} />, "Incidents"],
    ["call-outs", <CalloutsPage key="callouts" location={null} />, "Interventions"],
  ])("%s asks for a location and reads nothing", (_name, page, title) => {
    const api = mockApi();
    renderScreen(page);
    expect(screen.getByRole("heading", { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText("Aucun lieu sélectionné")).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
