import { QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { InterfaceDatesProvider } from "../../../components/dates/interface-dates-provider";
import { errorBody, mockApi } from "../../../testing/mock-api";
import { renderComponent } from "../../../testing/render-component";
import { figuresFixture, privateSpaceFixture, residence, testNow } from "../testing/private-wifi-fixtures";
import { PrivateSpaceForm } from "./private-space-form";

const createPath = `POST /ran/sites/${residence.id}/spaces`;

async function renderForm() {
  const queryClient = createQueryClient();
  onTestFinished(() => queryClient.clear());
  const onDone = vi.fn();
  await renderComponent(
    <QueryClientProvider client={queryClient}>
      <InterfaceDatesProvider>
        <PrivateSpaceForm
          siteId={residence.id}
          figures={figuresFixture({ key_limit: 5000, keys_in_use: 4990 })}
          onDone={onDone}
          onCancel={vi.fn()}
        />
      </InterfaceDatesProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }), onDone };
}

// The form alone; Mantine's calendar still takes a second or two on a busy machine.
describe("a space's form (docs/private-wifi.md#model, docs/private-wifi.md#expiry)", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(testNow);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("offers no past day, and refuses a day that has passed by the time it is sent", async () => {
    const api = mockApi();
    const { user, onDone } = await renderForm();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Chambre 201");
    await user.click(screen.getByRole("button", { name: /^Last day the key works/ }));
    // Friday 20 November 2026 in Paris: the day before cannot be picked.
    expect(await screen.findByRole("button", { name: "19 November 2026" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "20 November 2026" }));

    // The form stays open past midnight, Paris: the day chosen is now yesterday.
    vi.setSystemTime(new Date("2026-11-20T23:30:00.000Z"));
    await user.click(screen.getByRole("button", { name: "Create the space" }));

    expect(await screen.findByText("The expiry day cannot be in the past.")).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("sends the shared schema's body, a new space without an end date", async () => {
    const created = privateSpaceFixture({ id: 640, name: "Chambre 201", comment: "", expires_on: null });
    const api = mockApi({ [createPath]: { status: 201, body: created } });
    const { user, onDone } = await renderForm();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "  Chambre 201 ");
    await user.click(screen.getByRole("button", { name: "Create the space" }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(created));
    expect(api.callsTo(createPath).map((call) => call.body)).toEqual([
      { name: "Chambre 201", comment: "", expires_on: null },
    ]);
  });

  it("says the server's refusals in words: a name taken on its field, the key limit with its figures", async () => {
    const api = mockApi({
      [createPath]: {
        status: 422,
        body: errorBody("INVALID_PARAMETERS", { errors: { name: ["privateWifi.errors.name_taken"] } }),
      },
    });
    const { user, onDone } = await renderForm();
    const name = screen.getByRole("textbox", { name: /^Name/ });
    await user.type(name, "Chambre 114");
    await user.click(screen.getByRole("button", { name: "Create the space" }));
    expect(await screen.findByText("Another space of this site already has this name.")).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");

    api.answer(createPath, {
      status: 422,
      body: errorBody("INVALID_PARAMETERS", {
        errors: { _root: ["privateWifi.errors.key_limit"] },
        key_limit: 5000,
        keys_in_use: 5000,
      }),
    });
    await user.clear(name);
    await user.type(name, "Chambre 115");
    await user.click(screen.getByRole("button", { name: "Create the space" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The space was not saved")).toBeInTheDocument();
    expect(
      within(alert).getByText("This site already holds 5,000 of its 5,000 keys: there is no room for more."),
    ).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
