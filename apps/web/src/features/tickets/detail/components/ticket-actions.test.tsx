import { QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../../api/query-client";
import { mockApi } from "../../../../testing/mock-api";
import { renderComponent } from "../../../../testing/render-component";
import { deskTicket, hugo, ines } from "../testing/ticket-detail-fixtures";
import { TicketActions } from "./ticket-actions";

function renderActions(ticket: ReturnType<typeof deskTicket>, viewerId: number | undefined) {
  return renderComponent(
    <QueryClientProvider client={createQueryClient()}>
      <TicketActions ticket={ticket} desk={[hugo, ines]} viewerId={viewerId} />
    </QueryClientProvider>,
  );
}

describe("the desk's actions", { timeout: 15_000 }, () => {
  it("assign the ticket to the signed-in member of the desk", async () => {
    const api = mockApi({ "PATCH /tickets/42": { status: 200, body: deskTicket({ assignee: ines }) } });
    await renderActions(deskTicket({ assignee: hugo }), ines.id);

    await userEvent.setup().click(screen.getByRole("button", { name: "Assign to me" }));

    await expect
      .poll(() => api.callsTo("PATCH /tickets/42").map((call) => call.body))
      .toEqual([{ assignee_id: ines.id }]);
  });

  it("offer no 'assign to me' to the member it is already assigned to, nor when the signed-in user is unknown", async () => {
    const { unmount } = await renderActions(deskTicket({ assignee: hugo }), hugo.id);
    expect(screen.queryByRole("button", { name: "Assign to me" })).not.toBeInTheDocument();
    unmount();
    await renderActions(deskTicket({ assignee: hugo }), undefined);
    expect(screen.queryByRole("button", { name: "Assign to me" })).not.toBeInTheDocument();
  });

  it("say why a change was refused", async () => {
    mockApi({
      "PATCH /tickets/42": {
        status: 422,
        body: {
          code: "INVALID_PARAMETERS",
          message: "refused",
          errors: { status: ["tickets.errors.status_not_allowed"] },
        },
      },
    });
    await renderActions(deskTicket(), hugo.id);

    await userEvent.setup().click(screen.getByRole("button", { name: "Escalate" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("This status change is not possible.");
  });
});
