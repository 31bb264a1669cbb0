import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { errorBody, mockApi } from "../../../testing/mock-api";
import { renderComponent } from "../../../testing/render-component";
import { alertLogAnswer, alertLogEntry, subscriptionSite, subscriptionsAnswer } from "../testing/alert-fixtures";
import { AlertLogCard } from "./alert-log-card";

const ok = (body: unknown) => ({ status: 200, body });
const sites = subscriptionsAnswer([
  subscriptionSite({ site_id: 12, site_name: "Hôtel Nantes" }),
  subscriptionSite({ site_id: 13, site_name: "Hôtel Rennes" }),
]);
const down = alertLogEntry({ id: 501, kind: "down", level: "down", reason: "noLine", recipients: 3 });
const recovered = alertLogEntry({
  id: 502,
  site_id: 13,
  site_name: "Hôtel Rennes",
  kind: "recovered",
  level: "up",
  reason: null,
  recipients: 1,
});
const reminder = alertLogEntry({ id: 503, kind: "repeat", level: "degraded", reason: "lowBandwidth", recipients: 0 });

function renderLog() {
  return renderComponent(
    <QueryClientProvider client={createQueryClient()}>
      <AlertLogCard />
    </QueryClientProvider>,
  );
}

const pageOf = (query: URLSearchParams) => Object.fromEntries(query);

describe("the account page's recent alerts (docs/alerts.md#calls)", { timeout: 20_000 }, () => {
  it("lists each announcement with what it said, why, since when and to how many people, by page", async () => {
    const api = mockApi({
      "GET /alerts/subscriptions": ok(sites),
      "GET /alerts/log": (call) =>
        ok(
          call.query.get("page") === "2"
            ? alertLogAnswer([reminder], { current_page: 2, total_pages: 2 })
            : alertLogAnswer([down, recovered], { current_page: 1, total_pages: 2 }),
        ),
    });
    await renderLog();

    const list = await screen.findByRole("list", { name: "Recent alerts" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first).toHaveTextContent("Down");
    expect(first).toHaveTextContent("Hôtel Nantes · Hôtels Belle Escale");
    expect(first).toHaveTextContent("None of its Internet lines answers.");
    expect(first).toHaveTextContent(/Since .*2026.* · sent to 3 people/);
    expect(first).toHaveTextContent(/Sent Nov 22, 2026/);
    expect(second).toHaveTextContent("Recovered");
    expect(second).toHaveTextContent("sent to 1 person");
    expect(pageOf(api.callsTo("GET /alerts/log")[0]?.query ?? new URLSearchParams())).toEqual({ page: "1" });

    await userEvent.setup().click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(within(list).getByText("Still degraded (reminder)")).toBeInTheDocument());
    expect(within(list).getByText(/nobody had asked for it/)).toBeInTheDocument();
    expect(pageOf(api.callsTo("GET /alerts/log").at(-1)?.query ?? new URLSearchParams())).toEqual({ page: "2" });
  });

  it("narrows the log to one site, from its first page", async () => {
    const api = mockApi({
      "GET /alerts/subscriptions": ok(sites),
      "GET /alerts/log": (call) =>
        ok(call.query.get("site_id") === "13" ? alertLogAnswer([]) : alertLogAnswer([down, recovered])),
    });
    await renderLog();
    await screen.findByRole("list", { name: "Recent alerts" });

    const user = userEvent.setup();
    await user.click(screen.getByRole("combobox", { name: "Site" }));
    await user.click(await screen.findByRole("option", { name: "Hôtel Rennes (Hôtels Belle Escale)" }));

    expect(await screen.findByText("No alert sent about this site.")).toBeInTheDocument();
    expect(pageOf(api.callsTo("GET /alerts/log").at(-1)?.query ?? new URLSearchParams())).toEqual({
      page: "1",
      site_id: "13",
    });
  });

  it("says when no alert was sent yet, and why the log could not be read", async () => {
    const api = mockApi({ "GET /alerts/subscriptions": ok(sites), "GET /alerts/log": ok(alertLogAnswer([])) });
    const { unmount } = await renderLog();
    expect(await screen.findByText("No alert sent yet")).toBeInTheDocument();
    unmount();

    api.answer("GET /alerts/log", { status: 403, body: errorBody("FORBIDDEN") });
    await renderLog();
    expect(await screen.findByText("Recent alerts could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
