import type { SponsorLinkPresentation } from "@ondine/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { mockApi } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";

const link: SponsorLinkPresentation = {
  first_name: "Alice",
  last_name: "Martin",
  email: "alice@example.org",
  default_selected_days: 1,
  site: { id: 12, name: "Lumière Nantes" },
  expires_at: "2026-11-26T10:00:00.000Z",
  default_ends_at: "2026-11-26",
  min_ends_at: "2026-11-25",
  max_ends_at: "2026-12-25",
};

describe("sponsor page (docs/product.md#sponsors-link)", () => {
  beforeEach(async () => {
    // The link's days are the server's for this morning (Paris): the page checks them against its own today.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-25T10:00:00.000Z") });
    await applyLanguage("fr");
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("picks the end day with a calendar in the interface language, and sends the day picked", async () => {
    const api = mockApi({
      "GET /users/me": { status: 401, body: { code: "UNAUTHORIZED" } },
      "GET /sponsors/tok": { status: 200, body: link },
      "POST /sponsors/tok/use": {
        status: 200,
        body: {
          code: "ABCD1234",
          starts_at: "2026-11-25T10:00:00.000Z",
          ends_at: "2026-11-26T22:59:59.000Z",
          duration: 86_400,
          max_usage: 1,
          site: link.site,
        },
      },
    });
    await renderApp("/sponsor/tok?lang=fr");
    const field = await screen.findByLabelText(/Accès jusqu'au/, {}, { timeout: 20_000 });
    // Not a native field: no "mm/dd/yyyy" from an English browser; the day reads in French.
    expect(field).not.toHaveAttribute("type", "date");
    expect(field).toHaveTextContent("26 novembre 2026");

    await userEvent.setup().click(screen.getByRole("button", { name: "Donner l'accès" }));
    await expect.poll(() => api.callsTo("POST /sponsors/tok/use")[0]?.body).toEqual({ ends_at: "2026-11-26" });
    expect(await screen.findByText("ABCD1234")).toBeInTheDocument();
  }, 30_000);
});
