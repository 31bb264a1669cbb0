import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { couponDocument, couponsAnswer, createdCoupon, locationsAnswer, ok } from "../../../testing/codes-fixtures";
import { errorBody } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";
import { codesListHash } from "../codes-list-state";

const manager = () => testUser({ granted: ["code"] });

async function openPanel(coupon = couponDocument({ id: 42, code: "KX7PQ2MD" }), answers = {}) {
  const api = signInAs(manager(), {
    ...locationsAnswer(),
    "POST /es_proxy/coupons/_search": couponsAnswer([coupon]),
    ...answers,
  });
  const view = await renderApp(
    `/codes/list?location_organism=7&lang=en#${codesListHash({ organism: 7, coupon: coupon.id })}`,
  );
  const panel = await screen.findByRole("dialog", { name: "Access code" });
  await within(panel).findByTestId("panel-code");
  return { api, panel, ...view };
}

// The whole console renders: slower than a unit test on a busy machine.
describe("coupon detail panel (docs/product.md#codes-screens, docs/product.md#codes-states)", {
  timeout: 30_000,
}, () => {
  it("shows the code, its status, its info, and the print links", async () => {
    const { panel } = await openPanel(
      couponDocument({
        id: 42,
        code: "KX7PQ2MD",
        provisionings_count: 1,
        used: true,
        first_provisioning_date: "2026-11-20T09:30:00Z",
        max_usage: -1,
      }),
    );
    expect(within(panel).getByTestId("panel-code")).toHaveTextContent("KX7PQ2MD");
    expect(within(panel).getByText("Used")).toBeInTheDocument();
    expect(within(panel).getByText(/^Used on /)).toBeInTheDocument();
    expect(within(panel).getByText("Unlimited devices")).toBeInTheDocument();
    expect(within(panel).getByText("Lumière Nantes · Hôtels Lumière")).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "Print the code" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/codes\/print\/id\/42/),
    );
    expect(within(panel).getByRole("link", { name: "Print the book" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/codes\/print\/correlation\/6f1c2b9e-4d7a-4c3e-9a51-2f0e8b7d1c11/),
    );
    // No phone: no SMS button.
    expect(within(panel).queryByRole("button", { name: "Send by SMS" })).not.toBeInTheDocument();
  });

  it("closes from its named close button (it had no name)", async () => {
    const user = userEvent.setup();
    const { panel } = await openPanel();
    await user.click(within(panel).getByRole("button", { name: "Close the code details" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Access code" })).not.toBeInTheDocument());
  });

  it("disables the code after confirmation, then hides the action", async () => {
    const { api, panel } = await openPanel(undefined, {
      "PUT /coupons/42/disable": ok({
        id: 42,
        disabled_by: 12,
        disabled_at: "2026-11-22T10:00:00Z",
        updated_at: "2026-11-22T10:00:00Z",
      }),
    });
    const user = userEvent.setup();
    expect(within(panel).getByText("Valid")).toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Disable" }));
    const confirm = await screen.findByRole("dialog", { name: "Disable this code?" });
    expect(api.callsTo("PUT /coupons/42/disable")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Disable" }));

    await waitFor(() => expect(within(panel).getByText("Disabled")).toBeInTheDocument());
    expect(api.callsTo("PUT /coupons/42/disable")).toHaveLength(1);
    expect(within(panel).queryByRole("button", { name: "Disable" })).not.toBeInTheDocument();
    // A disabled code connects nobody: no print of it.
    expect(within(panel).queryByRole("link", { name: "Print the code" })).not.toBeInTheDocument();
  });

  it("says something went wrong when disabling fails", async () => {
    const { panel } = await openPanel(undefined, {
      "PUT /coupons/42/disable": { status: 500, body: errorBody("INTERNAL_ERROR") },
    });
    const user = userEvent.setup();
    await user.click(within(panel).getByRole("button", { name: "Disable" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Disable this code?" })).getByRole("button", {
        name: "Disable",
      }),
    );
    expect(await within(panel).findByRole("alert")).toHaveTextContent("Something went wrong");
    expect(within(panel).getByText("Valid")).toBeInTheDocument();
  });

  it("edits the phone: refuses an invalid number, saves a valid one in E.164, the bin saves it empty", async () => {
    const { api, panel } = await openPanel(undefined, { "PUT /coupons/42": ok(createdCoupon({ id: 42 })) });
    const user = userEvent.setup();
    await user.click(within(panel).getByRole("button", { name: "Change the phone number" }));
    let popup = await screen.findByRole("dialog", { name: "Guest's phone number" });
    await user.type(within(popup).getByLabelText("Phone number"), "0612");
    await user.click(within(popup).getByRole("button", { name: "Confirm" }));
    expect(within(popup).getByText(/Enter a valid international phone number/)).toBeInTheDocument();
    expect(api.callsTo("PUT /coupons/42")).toHaveLength(0);

    await user.clear(within(popup).getByLabelText("Phone number"));
    await user.type(within(popup).getByLabelText("Phone number"), "+33 6 12 34 56 78");
    await user.click(within(popup).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Guest's phone number" })).not.toBeInTheDocument());
    expect(api.callsTo("PUT /coupons/42")[0]?.body).toEqual({ coupon: { phone_number: "+33612345678" } });
    expect(within(panel).getByTestId("coupon-phone")).toHaveTextContent("+33612345678");

    await user.click(within(panel).getByRole("button", { name: "Change the phone number" }));
    popup = await screen.findByRole("dialog", { name: "Guest's phone number" });
    await user.click(within(popup).getByRole("button", { name: "Remove the phone number" }));
    await waitFor(() => expect(api.callsTo("PUT /coupons/42")).toHaveLength(2));
    expect(api.callsTo("PUT /coupons/42")[1]?.body).toEqual({ coupon: { phone_number: null } });
    await waitFor(() => expect(within(panel).getByTestId("coupon-phone")).toHaveTextContent("None"));
  });

  it("cancel closes the phone popup without saving", async () => {
    const { api, panel } = await openPanel(undefined, { "PUT /coupons/42": ok({ id: 42 }) });
    const user = userEvent.setup();
    await user.click(within(panel).getByRole("button", { name: "Change the phone number" }));
    const popup = await screen.findByRole("dialog", { name: "Guest's phone number" });
    await user.click(within(popup).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Guest's phone number" })).not.toBeInTheDocument());
    expect(api.callsTo("PUT /coupons/42")).toHaveLength(0);
  });

  it("sends the SMS after confirmation; the modal closes on success and on failure", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const { api, panel } = await openPanel(couponDocument({ id: 42, code: "KX7PQ2MD", phone_number: "+33612345678" }), {
      "POST /coupons/42/send_sms": { status: 202, body: { outbox_message_id: 9 } },
    });
    const user = userEvent.setup();
    await user.click(within(panel).getByRole("button", { name: "Send by SMS" }));
    const confirm = await screen.findByRole("dialog", { name: "Send the code by SMS?" });
    expect(confirm).toHaveTextContent("Code KX7PQ2MD will be sent to +33612345678.");
    await user.click(within(confirm).getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Send the code by SMS?" })).not.toBeInTheDocument(),
    );
    expect(api.callsTo("POST /coupons/42/send_sms")).toHaveLength(1);
    expect(within(panel).getByText("SMS sent to +33612345678.")).toBeInTheDocument();

    api.answer("POST /coupons/42/send_sms", { status: 500, body: errorBody("INTERNAL_ERROR") });
    await user.click(within(panel).getByRole("button", { name: "Send by SMS" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Send the code by SMS?" })).getByRole("button", {
        name: "Send",
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Send the code by SMS?" })).not.toBeInTheDocument(),
    );
    expect(consoleError).toHaveBeenCalledWith("SMS sending failed", expect.anything());
    consoleError.mockRestore();
  });
});
