import type { AlertSubscriptionsUpdate } from "@ondine/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { errorBody, mockApi } from "../../../testing/mock-api";
import { renderComponent } from "../../../testing/render-component";
import { chainSites, subscriptionSite, subscriptionsAnswer } from "../testing/alert-fixtures";
import { AlertSubscriptionsCard } from "./alert-subscriptions-card";

const nantes = subscriptionSite({ site_id: 12, site_name: "Hôtel Nantes", levels: ["down"] });
const rennes = subscriptionSite({ site_id: 13, site_name: "Hôtel Rennes", levels: [] });
const lyon = subscriptionSite({
  site_id: 40,
  site_name: "Gare Part-Dieu",
  organism_id: 8,
  organism_name: "Parkings Lumière",
  levels: ["degraded", "recovered"],
});
const ok = (body: unknown) => ({ status: 200, body });

function renderCard() {
  return renderComponent(
    <QueryClientProvider client={createQueryClient()}>
      <AlertSubscriptionsCard />
    </QueryClientProvider>,
  );
}

const box = (name: string) => screen.getByRole("checkbox", { name });

// A page of the list is 150 boxes: slow to render in jsdom on a busy machine.
describe("the account page's alert choices (docs/alerts.md#subscriptions)", { timeout: 40_000 }, () => {
  it("shows each site's choices under its organism and saves the sites with a level", async () => {
    const api = mockApi({
      "GET /alerts/subscriptions": ok(subscriptionsAnswer([nantes, rennes, lyon])),
      "PUT /alerts/subscriptions": (call) => {
        const { subscriptions } = call.body as AlertSubscriptionsUpdate;
        const levelsOf = (siteId: number) => subscriptions.find((item) => item.site_id === siteId)?.levels ?? [];
        return ok(
          subscriptionsAnswer([nantes, rennes, lyon].map((site) => ({ ...site, levels: levelsOf(site.site_id) }))),
        );
      },
    });
    await renderCard();

    expect(await screen.findByRole("checkbox", { name: "Alert me when Hôtel Nantes goes down" })).toBeChecked();
    expect(box("Alert me when Hôtel Rennes goes down")).not.toBeChecked();
    expect(box("Recovery alerts for every site of Parkings Lumière")).toBeChecked();
    expect(screen.getByText("2 sites alert you.")).toBeInTheDocument();
    const save = screen.getByRole("button", { name: "Save my choices" });
    expect(save).toBeDisabled();

    const user = userEvent.setup();
    await user.click(box("Alert me when Hôtel Rennes is back up"));
    await user.click(box("Alert me when Gare Part-Dieu is degraded"));
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
    await user.click(save);

    expect(await screen.findByText("Your alert choices are saved.")).toBeInTheDocument();
    expect(api.callsTo("PUT /alerts/subscriptions").map((call) => call.body)).toEqual([
      {
        subscriptions: [
          { site_id: 12, levels: ["down"] },
          { site_id: 13, levels: ["recovered"] },
          { site_id: 40, levels: ["recovered"] },
        ],
      },
    ]);
    await waitFor(() => expect(screen.getByRole("button", { name: "Save my choices" })).toBeDisabled());
    expect(box("Alert me when Hôtel Rennes is back up")).toBeChecked();
    expect(screen.getByText("3 sites alert you.")).toBeInTheDocument();
  });

  it("sets a level for every site of an organism at once, half-ticked when only some have it", async () => {
    const api = mockApi({
      "GET /alerts/subscriptions": ok(subscriptionsAnswer([nantes, rennes, lyon])),
      "PUT /alerts/subscriptions": ok(subscriptionsAnswer([nantes, rennes, lyon])),
    });
    await renderCard();
    const everyDown = await screen.findByRole("checkbox", {
      name: "Down alerts for every site of Hôtels Belle Escale",
    });
    expect(everyDown).not.toBeChecked();
    expect(everyDown).toHaveAttribute("data-indeterminate", "true");

    const user = userEvent.setup();
    await user.click(everyDown);
    expect(box("Alert me when Hôtel Rennes goes down")).toBeChecked();
    expect(box("Down alerts for every site of Hôtels Belle Escale")).toBeChecked();
    // The other organism is left as it was.
    expect(box("Alert me when Gare Part-Dieu goes down")).not.toBeChecked();

    await user.click(box("Down alerts for every site of Hôtels Belle Escale"));
    expect(box("Alert me when Hôtel Nantes goes down")).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save my choices" }));
    await waitFor(() => expect(api.callsTo("PUT /alerts/subscriptions")).toHaveLength(1));
    expect(api.callsTo("PUT /alerts/subscriptions")[0]?.body).toEqual({
      subscriptions: [{ site_id: 40, levels: ["degraded", "recovered"] }],
    });
  });

  it("keeps every box ticked when saving fails, and says why", async () => {
    const api = mockApi({
      "GET /alerts/subscriptions": ok(subscriptionsAnswer([nantes, rennes])),
      "PUT /alerts/subscriptions": { status: 404, body: errorBody("NOT_FOUND") },
    });
    await renderCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: "Alert me when Hôtel Rennes is degraded" }));
    await user.click(screen.getByRole("button", { name: "Save my choices" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your choices could not be saved");
    expect(alert).toHaveTextContent("The requested item was not found.");
    expect(box("Alert me when Hôtel Rennes is degraded")).toBeChecked();
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();

    api.answer("PUT /alerts/subscriptions", ok(subscriptionsAnswer([nantes, { ...rennes, levels: ["degraded"] }])));
    await user.click(screen.getByRole("button", { name: "Save my choices" }));
    expect(await screen.findByText("Your alert choices are saved.")).toBeInTheDocument();
    expect(screen.queryByText("Your choices could not be saved")).not.toBeInTheDocument();
    expect(api.callsTo("PUT /alerts/subscriptions").at(-1)?.body).toEqual({
      subscriptions: [
        { site_id: 12, levels: ["down"] },
        { site_id: 13, levels: ["degraded"] },
      ],
    });
  });

  it("pages a long list and narrows it by a search, an organism's box still covering all its sites", async () => {
    const sites = chainSites(120);
    const api = mockApi({
      "GET /alerts/subscriptions": ok(subscriptionsAnswer(sites)),
      "PUT /alerts/subscriptions": ok(subscriptionsAnswer(sites)),
    });
    await renderCard();
    // Found by their labels and counted from the table's rows: role queries over 150 boxes are slow in jsdom.
    await screen.findByText("Hôtel 001");
    const siteRows = () => screen.getByLabelText("Alert choices by site").querySelectorAll("tbody tr").length - 1;
    expect(siteRows()).toBe(50);

    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Page 3"));
    expect(siteRows()).toBe(20);
    expect(screen.getByText("Hôtel 101")).toBeInTheDocument();

    const search = screen.getByLabelText("Find a site");
    await user.click(search);
    await user.paste("hotel 017");
    expect(siteRows()).toBe(1);
    expect(screen.getByText("Hôtel 017")).toBeInTheDocument();
    expect(screen.queryByLabelText("Page 2")).not.toBeInTheDocument();

    await user.click(screen.getByLabelText("Down alerts for every site of Hôtels Belle Escale"));
    await user.click(screen.getByText("Save my choices"));
    await waitFor(() => expect(api.callsTo("PUT /alerts/subscriptions")).toHaveLength(1));
    const body = api.callsTo("PUT /alerts/subscriptions")[0]?.body as AlertSubscriptionsUpdate;
    expect(body.subscriptions).toHaveLength(120);
    expect(body.subscriptions.every((item) => item.levels.join() === "down")).toBe(true);

    await user.clear(search);
    await user.paste("Marseille");
    expect(screen.getByText("No site matches this search.")).toBeInTheDocument();
  });

  it("says when the account has no site to be alerted about", async () => {
    mockApi({ "GET /alerts/subscriptions": ok(subscriptionsAnswer([])) });
    await renderCard();
    expect(await screen.findByText("No site to be alerted about")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save my choices" })).not.toBeInTheDocument();
  });
});
