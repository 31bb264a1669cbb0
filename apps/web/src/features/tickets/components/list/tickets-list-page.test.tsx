import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubFileDownloads } from "../../../../testing/export-downloads";
import type { ApiCall } from "../../../../testing/mock-api";
import { onAPhone } from "../../../../testing/on-a-phone";
import { renderApp } from "../../../../testing/render-app";
import { signInAs, testUser } from "../../../../testing/users";
import { slaFixture, ticketFixture, ticketListBody } from "../../testing/ticket-fixtures";

const customer = () => testUser({ granted: ["requests"] });
const desk = () => testUser({ id: 40, granted: ["support_desk"], first_name: "Samir", last_name: "Haddad" });

const answered = ticketFixture({
  id: 123,
  status: 3,
  last_answered_by: { id: 40, name: "Samir Haddad", staff: true },
  assignee: { id: 40, name: "Samir Haddad", staff: true },
});
// Due an hour ago: overdue whatever the test's clock says within the next years.
const late = ticketFixture({
  id: 124,
  issue_number: "T-000124",
  subject: "Card terminal refuses payments",
  kind: "pos",
  sla: slaFixture({ next_due_at: "2020-01-01T10:00:00.000Z" }),
});
const listAnswer = { status: 200, body: ticketListBody([answered, late]) };
const assignees = {
  status: 200,
  body: { assignees: [{ id: 41, name: "Léa Dubois", staff: true }] },
};
const queryOf = (call: ApiCall | undefined) => Object.fromEntries(call?.query ?? []);
const headers = () => screen.getAllByRole("columnheader").map((header) => header.textContent);

// The whole console renders: slower than a unit test on a busy machine.
describe("the support tickets list (docs/tickets.md#calls)", { timeout: 30_000 }, () => {
  stubFileDownloads();

  it("shows a customer their tickets of the last 3 months with who answered, and only their filters", async () => {
    const api = signInAs(customer(), { "GET /tickets": listAnswer });
    await renderApp("/support/tickets?lang=en");

    expect(await screen.findByRole("heading", { level: 1, name: "My tickets" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: answered.subject })).toHaveAttribute("href", "/support/tickets/123");
    expect(headers()).toEqual(["Ticket", "Status", "Type", "Location", "Last activity", "Answered by"]);
    const row = screen.getByRole("link", { name: answered.subject }).closest("tr") as HTMLElement;
    expect(within(row).getByText("Pending")).toBeInTheDocument();
    expect(within(row).getByText("Technical")).toBeInTheDocument();
    expect(within(row).getByText("Hôtels Belle Escale › Hôtel Nantes")).toBeInTheDocument();
    expect(within(row).getByText("Samir Haddad")).toBeInTheDocument();
    expect(screen.getByText("No answer yet")).toBeInTheDocument();
    // No SLA for the customer, nor the desk's filters.
    expect(screen.queryByText(/^Overdue by/)).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Assignee" })).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Period" })).toHaveValue("The last 3 months");
    expect(queryOf(api.callsTo("GET /tickets")[0])).toEqual({ sort: "activity" });
    expect(api.callsTo("GET /tickets/assignees")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "New ticket" })).toHaveAttribute("href", "/support/tickets/new");
  });

  it("widens a customer's list to all their tickets, kept in the address", async () => {
    const api = signInAs(customer(), { "GET /tickets": listAnswer });
    const { router } = await renderApp("/support/tickets?lang=en");
    await screen.findByRole("link", { name: answered.subject });
    const user = userEvent.setup();
    await user.click(screen.getByRole("combobox", { name: "Period" }));
    await user.click(await screen.findByRole("option", { name: "All tickets" }));

    await waitFor(() => expect(queryOf(api.callsTo("GET /tickets").at(-1))).toEqual({ all: "1", sort: "activity" }));
    expect(router.state.location.search).toMatchObject({ all: 1 });
  });

  it("gives the support desk the queue: every customer's, by due time, with the SLA, assignee and its filters", async () => {
    const api = signInAs(desk(), { "GET /tickets": listAnswer, "GET /tickets/assignees": assignees });
    const { router } = await renderApp("/support/tickets?lang=en");

    expect(await screen.findByRole("heading", { level: 1, name: "Support queue" })).toBeInTheDocument();
    await screen.findByRole("link", { name: late.subject });
    expect(headers()).toEqual([
      "Ticket",
      "Status",
      "Type",
      "Customer and location",
      "Requester",
      "Assignee",
      "Time to due",
      "Opened",
    ]);
    const lateRow = screen.getByRole("link", { name: late.subject }).closest("tr") as HTMLElement;
    expect(within(lateRow).getByText(/^Overdue by/)).toBeInTheDocument();
    expect(within(lateRow).getByText("Nobody")).toBeInTheDocument();
    expect(queryOf(api.callsTo("GET /tickets")[0])).toEqual({ all: "1", sort: "due" });
    for (const filter of ["Status", "Type", "Assignee", "Age", "Sort by"]) {
      expect(screen.getByRole("combobox", { name: filter })).toBeInTheDocument();
    }

    const user = userEvent.setup();
    await user.click(screen.getByRole("combobox", { name: "Assignee" }));
    await user.click(await screen.findByRole("option", { name: "Léa Dubois" }));
    await user.click(screen.getByRole("checkbox", { name: "Overdue only" }));
    await waitFor(() =>
      expect(queryOf(api.callsTo("GET /tickets").at(-1))).toEqual({
        all: "1",
        sort: "due",
        assignee: "41",
        overdue: "1",
      }),
    );
    expect(router.state.location.search).toMatchObject({ assignee: 41, overdue: 1 });
  });

  it("opens a ticket from its row, by a click anywhere on it or by Enter on its link", async () => {
    signInAs(desk(), { "GET /tickets": listAnswer, "GET /tickets/assignees": assignees });
    const { router } = await renderApp("/support/tickets?lang=en");
    const link = await screen.findByRole("link", { name: late.subject });
    const user = userEvent.setup();

    await user.click(within(link.closest("tr") as HTMLElement).getByText("Point of sale"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/support/tickets/124"));

    router.history.back();
    const again = await screen.findByRole("link", { name: answered.subject });
    again.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/support/tickets/123"));
  });

  it("exports what the list shows through GET /tickets/export, in the format chosen", async () => {
    const api = signInAs(desk(), {
      "GET /tickets": listAnswer,
      "GET /tickets/assignees": assignees,
      "GET /tickets/export": { status: 200, body: "ticket;subject" },
    });
    await renderApp("/support/tickets?lang=en&status=%5B2%2C11%5D&kind=pos&page=2");
    await screen.findByRole("link", { name: late.subject });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(await screen.findByRole("menuitem", { name: "CSV" }));
    await waitFor(() => expect(screen.getByTestId("export-progress")).toHaveTextContent(/^Done: tickets-/));

    expect(queryOf(api.callsTo("GET /tickets/export")[0])).toEqual({
      format: "csv",
      status: "2,11",
      kind: "pos",
      all: "1",
      sort: "due",
    });
  });

  it("says when nothing matches, and when the list cannot be read", async () => {
    const api = signInAs(customer(), { "GET /tickets": { status: 200, body: ticketListBody([]) } });
    await renderApp("/support/tickets?lang=en&status=%5B5%5D");
    expect(await screen.findByText("No ticket matches these filters.")).toBeInTheDocument();

    api.answer("GET /tickets", { status: 500, body: { code: "SERVER_ERROR", message: "boom", errors: {} } });
    await userEvent.setup().click(screen.getByRole("combobox", { name: "Period" }));
    await userEvent.setup().click(await screen.findByRole("option", { name: "All tickets" }));
    expect(await screen.findByText("The tickets could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("shows cards on a phone, the subject opening the ticket", async () => {
    onAPhone();
    signInAs(customer(), { "GET /tickets": listAnswer });
    await renderApp("/support/tickets?lang=en");
    const link = await screen.findByRole("link", { name: answered.subject });
    expect(link.closest("li")).not.toBeNull();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Filters" })).toBeInTheDocument();
  });
});
