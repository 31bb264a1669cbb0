import type { TicketDetail } from "@ondine/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { errorBody, type MockAnswer } from "../../../../testing/mock-api";
import { renderApp } from "../../../../testing/render-app";
import { signInAs, testUser } from "../../../../testing/users";
import { customerTicket, deskAnswer, deskTicket, hugo, ines, messageFixture } from "../testing/ticket-detail-fixtures";

const customer = testUser({ granted: ["requests"] });
const deskMember = testUser({ id: hugo.id, granted: ["support_desk"] });

/** Signed in as `user`, on ticket 42's page (in English) answered as `ticket`. */
async function openTicket(
  user: ReturnType<typeof testUser>,
  ticket: TicketDetail,
  answers: Record<string, MockAnswer> = {},
) {
  const api = signInAs(user, {
    "GET /tickets/42": { status: 200, body: ticket },
    "GET /tickets/assignees": { status: 200, body: deskAnswer },
    ...answers,
  });
  const view = await renderApp("/support/tickets/42?lang=en");
  await screen.findByRole("heading", { level: 1, name: ticket.subject });
  return { api, ...view };
}

/** A file of `size` bytes without writing them (a 10 MB file need not exist to be refused). */
function fileOf(name: string, size = 2048): File {
  const file = new File(["x"], name, { type: "image/png" });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return input;
}

const conversation = () => within(screen.getByRole("region", { name: "Conversation" }));

// The whole console renders and is typed into: slower than a unit test on a busy machine.
describe("a ticket's page", { timeout: 20_000 }, () => {
  it("shows the desk the internal notes apart, the history and the desk's controls", async () => {
    await openTicket(deskMember, deskTicket());

    expect(screen.getByText("Ticket T-000042")).toBeInTheDocument();
    const note = conversation().getByRole("article", { name: "Internal note from Hugo Leroy" });
    expect(within(note).getByText("Internal note — not visible to the customer")).toBeInTheDocument();
    expect(within(note).getByText(/PoE switch/)).toBeInTheDocument();

    // Who, what (from → to), when; the SLA check is the server's own doing.
    const history = within(screen.getByRole("region", { name: "History" })).getAllByRole("listitem");
    expect(history.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Claire Martin · Opened.*2026/),
      expect.stringMatching(/^Hugo Leroy · Assignment changedNobody → Hugo Leroy.*2026/),
      expect.stringMatching(/^Hugo Leroy · Status changedOpen → In progress.*2026/),
      expect.stringMatching(/^Ondine \(automatic\) · Target missedFirst response target.*2026/),
    ]);

    expect(screen.getByRole("switch", { name: "Internal note" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Change status" })).toBeInTheDocument();
    const actions = within(screen.getByRole("region", { name: "Actions" }));
    expect(actions.getByRole("button", { name: "Escalate" })).toBeInTheDocument();
    expect(actions.getByRole("combobox", { name: "Assigned to" })).toHaveValue("Hugo Leroy");
    expect(actions.getByRole("combobox", { name: "Status" })).toHaveValue("In progress");
    expect(actions.getByRole("combobox", { name: "Request type" })).toHaveValue("Technical");
  });

  it("shows the customer their conversation, with no internal note, no history and no desk control", async () => {
    await openTicket(customer, customerTicket());

    expect(conversation().getAllByRole("article")).toHaveLength(3);
    expect(screen.queryByText("Internal note — not visible to the customer")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "History" })).not.toBeInTheDocument();
    expect(screen.queryByRole("switch", { name: "Internal note" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Change status" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Escalate" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Close ticket" })).toBeInTheDocument();
  });

  it("shows who wrote each message, when, by email, and its files as downloads", async () => {
    await openTicket(customer, customerTicket());

    expect(conversation().getAllByRole("article", { name: "Message from Claire Martin" })).toHaveLength(2);
    expect(conversation().getAllByRole("article", { name: "Message from Hugo Leroy" })).toHaveLength(1);
    const mailed = conversation()
      .getAllByRole("article")
      .find((article) => within(article).queryByText("By email"));
    if (!mailed) throw new Error("no message by email");
    expect(within(mailed).getByText("Here it is.")).toBeInTheDocument();
    const download = within(mailed).getByRole("link", { name: "access-point.jpg" });
    expect(download).toHaveAttribute("href", "/api/tickets/42/attachments/7");
    expect(download).toHaveAttribute("download", "access-point.jpg");
    // The desk's member is named as the support's.
    expect(conversation().getAllByText("Support")).toHaveLength(1);
  });

  it("posts a reply as multipart, with its files under attachments, and shows the answer", async () => {
    const ticket = customerTicket();
    const answered = customerTicket({
      messages: [...ticket.messages, messageFixture({ id: 9, body: "It works again, thank you." })],
    });
    const { api } = await openTicket(customer, ticket, {
      "POST /tickets/42/messages": { status: 201, body: answered },
    });
    const user = userEvent.setup();

    await user.type(screen.getByRole("textbox", { name: /^Your message/ }), "It works again, thank you.");
    await user.upload(fileInput(), fileOf("router.png"));
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await conversation().findByText("It works again, thank you.")).toBeInTheDocument();
    const [call] = api.callsTo("POST /tickets/42/messages");
    expect(call?.body).toBeInstanceOf(FormData);
    const body = call?.body as FormData;
    expect(body.get("message")).toBe("It works again, thank you.");
    expect(body.get("internal")).toBe("false");
    expect(body.has("status")).toBe(false);
    expect((body.getAll("attachments") as File[]).map((file) => file.name)).toEqual(["router.png"]);
    // Sent: the form is empty again for the next message.
    expect(screen.getByRole("textbox", { name: /^Your message/ })).toHaveValue("");
    expect(screen.queryByText("router.png")).not.toBeInTheDocument();
  });

  it("lets the desk post an internal note that sets the status in the same change", async () => {
    const { api } = await openTicket(deskMember, deskTicket(), {
      "POST /tickets/42/messages": { status: 201, body: deskTicket({ status: 3 }) },
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole("switch", { name: "Internal note" }));
    await user.type(screen.getByRole("textbox", { name: /^Note text/ }), "Waiting for the photo.");
    await user.click(screen.getByRole("combobox", { name: "Change status" }));
    await user.click(await screen.findByRole("option", { name: "Waiting on the customer" }));
    await user.click(screen.getByRole("button", { name: "Add note" }));

    expect(await screen.findByText("Note added.")).toBeInTheDocument();
    const body = api.callsTo("POST /tickets/42/messages")[0]?.body as FormData;
    expect(body.get("internal")).toBe("true");
    expect(body.get("status")).toBe("3");
    // Emptied, and still a note: the next words go to the desk, not to the customer, until the agent says so.
    expect(screen.getByRole("textbox", { name: /^Note text/ })).toHaveValue("");
    expect(screen.getByRole("switch", { name: "Internal note" })).toBeChecked();
  });

  it("refuses a sixth file and one over 10 MB before sending anything, keeping the others", async () => {
    const { api } = await openTicket(customer, customerTicket());
    const user = userEvent.setup();

    const five = Array.from({ length: 5 }, (_, index) => fileOf(`photo-${index + 1}.png`));
    await user.upload(fileInput(), [...five, fileOf("photo-6.png"), fileOf("video.png", 11 * 1024 * 1024)]);

    const chosen = within(screen.getByRole("list", { name: "Attached files" }));
    expect(chosen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(
      five.map((file) => expect.stringContaining(file.name)),
    );
    const refusal = screen.getByRole("alert");
    expect(refusal).toHaveTextContent("photo-6.png was not attached: 5 files at most per message.");
    expect(refusal).toHaveTextContent("video.png was not attached: Each file must be 10 MB or less.");
    expect(api.callsTo("POST /tickets/42/messages")).toHaveLength(0);
  });

  it("shows a refused reply's errors by field, keeping what was typed and chosen", async () => {
    await openTicket(customer, customerTicket(), {
      "POST /tickets/42/messages": {
        status: 422,
        body: errorBody("INVALID_PARAMETERS", {
          errors: { message: ["formErrors.max_length"], "attachments.0": ["tickets.errors.attachment_type"] },
        }),
      },
    });
    const user = userEvent.setup();

    const message = screen.getByRole("textbox", { name: /^Your message/ });
    await user.type(message, "See the attached capture.");
    // Named and declared as an image, but the server reads its bytes (docs/tickets.md#limits).
    await user.upload(fileInput(), fileOf("capture.png"));
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByText("This text is too long.")).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription("This text is too long.");
    expect(
      screen.getByText(
        "This type of file is not accepted: only images (PNG, JPEG, GIF, WebP), PDFs and text files are.",
      ),
    ).toBeInTheDocument();
    expect(message).toHaveValue("See the attached capture.");
    expect(screen.getByText("capture.png")).toBeInTheDocument();
  });

  it("offers the customer to reopen a resolved ticket until reopen_until, and says until when", async () => {
    const resolved = { status: 4, conversation: "closed", resolved_at: "2026-11-21T09:00:00.000Z" } as const;
    const { api } = await openTicket(
      customer,
      customerTicket({
        ...resolved,
        can: { reply: true, note: false, close: true, reopen: true, manage: false },
        reopen_until: "2099-12-05T09:00:00.000Z",
      }),
      { "PATCH /tickets/42": { status: 200, body: customerTicket() } },
    );

    expect(screen.getByText(/^You can reopen it until .*2099/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Reopen ticket" }));

    expect(await screen.findByText("Ticket updated.")).toBeInTheDocument();
    expect(api.callsTo("PATCH /tickets/42")[0]?.body).toEqual({ status: 2 });
  });

  it("hides reopening once reopen_until has passed", async () => {
    await openTicket(
      customer,
      customerTicket({
        status: 4,
        conversation: "closed",
        resolved_at: "2020-01-01T09:00:00.000Z",
        can: { reply: true, note: false, close: true, reopen: true, manage: false },
        reopen_until: "2020-01-15T09:00:00.000Z",
      }),
    );

    expect(screen.getByRole("button", { name: "Close ticket" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reopen ticket" })).not.toBeInTheDocument();
    expect(screen.queryByText(/You can reopen it until/)).not.toBeInTheDocument();
  });

  it("closes the customer's ticket with status 5", async () => {
    const { api } = await openTicket(customer, customerTicket(), {
      "PATCH /tickets/42": { status: 200, body: customerTicket({ status: 5, conversation: "closed" }) },
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Close ticket" }));

    expect(await screen.findByText("Conversation closed")).toBeInTheDocument();
    expect(api.callsTo("PATCH /tickets/42")[0]?.body).toEqual({ status: 5 });
  });

  it("lets the desk assign to a colleague, escalate and change the kind", async () => {
    const { api } = await openTicket(deskMember, deskTicket(), {
      "PATCH /tickets/42": (call) => ({ status: 200, body: deskTicket(call.body as Partial<TicketDetail>) }),
    });
    const user = userEvent.setup();
    const actions = within(screen.getByRole("region", { name: "Actions" }));

    await user.click(actions.getByRole("combobox", { name: "Assigned to" }));
    await user.click(await screen.findByRole("option", { name: ines.name }));
    await user.click(actions.getByRole("button", { name: "Escalate" }));
    await user.click(actions.getByRole("combobox", { name: "Request type" }));
    await user.click(await screen.findByRole("option", { name: "Point of sale" }));

    await expect.poll(() => api.callsTo("PATCH /tickets/42").length).toBe(3);
    expect(api.callsTo("PATCH /tickets/42").map((call) => call.body)).toEqual([
      { assignee_id: ines.id },
      { status: 13 },
      { kind: "pos" },
    ]);
  });

  it("lets a member of the desk take a colleague's ticket", async () => {
    const { api } = await openTicket(testUser({ id: ines.id, granted: ["support_desk"] }), deskTicket(), {
      "PATCH /tickets/42": { status: 200, body: deskTicket({ assignee: ines }) },
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Assign to me" }));

    await expect
      .poll(() => api.callsTo("PATCH /tickets/42").map((call) => call.body))
      .toEqual([{ assignee_id: ines.id }]);
    expect(await screen.findByRole("combobox", { name: "Assigned to" })).toHaveValue(ines.name);
    expect(screen.queryByRole("button", { name: "Assign to me" })).not.toBeInTheDocument();
  });

  it("shows the site's state the ticket was opened with", async () => {
    await openTicket(
      deskMember,
      deskTicket({
        site_state: {
          site_id: 12,
          level: "degradedAps",
          level_since: "2026-11-20T07:30:00.000Z",
          reason: "fewAccessPoints",
          access_points_reached: 17,
          access_points_counted: 20,
          unreachable_access_points: [
            { id: 31, name: "AP-2F-East", mac: "00:11:22:33:44:55" },
            { id: 32, name: "AP-2F-West", mac: "00:11:22:33:44:66" },
          ],
          last_update_at: "2026-11-20T08:55:00.000Z",
          taken_at: "2026-11-20T09:00:00.000Z",
        },
      }),
    );

    const state = within(screen.getByRole("region", { name: "Site state when the ticket was opened" }));
    expect(state.getByText("Degraded")).toBeInTheDocument();
    expect(state.getByText("Fewer than 90% of its Wi-Fi access points can be reached.")).toBeInTheDocument();
    expect(state.getByText("17 of 20")).toBeInTheDocument();
    expect(state.getByText("AP-2F-East")).toBeInTheDocument();
    expect(state.getByText("AP-2F-West")).toBeInTheDocument();
  });

  it("sends a ticket the caller may not read to the not-found page", async () => {
    signInAs(customer, { "GET /tickets/42": { status: 404, body: errorBody("NOT_FOUND") } });
    const { router } = await renderApp("/support/tickets/42?lang=en");

    await expect.poll(() => router.state.location.pathname).toBe("/errors/not_found");
  });
});
