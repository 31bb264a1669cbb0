import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createdCoupon, locationsAnswer, offer, ok } from "../../../testing/codes-fixtures";
import { errorBody } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";

const manager = (ran = false) => testUser({ granted: ran ? ["code", "ran"] : ["code"] });
const offers = [
  offer(),
  offer({ id: 620, name: "Gratuit 1 jour - 5 appareils", duration_value: 1, duration_unit: "day", max_usage: 5 }),
];
const createUrl = "/codes/create?location_site=12&lang=en";

interface PostedCoupon {
  coupon: Record<string, unknown>;
  send_sms: boolean;
}

// The whole console renders: slower than a unit test on a busy machine.
describe("code creation (docs/product.md#codes-validation)", { timeout: 30_000 }, () => {
  it("offers the location's offers, the first chosen, and shows the one code created", async () => {
    const created = createdCoupon({ id: 42, code: "KX7PQ2MD" });
    const api = signInAs(manager(), {
      ...locationsAnswer(),
      "GET /coupons/coupon_defs": ok(offers),
      "POST /coupons": {
        status: 201,
        body: { correlation_id: "c0ffee00-0000-4000-8000-000000000001", coupons: [created] },
      },
    });
    await renderApp(createUrl);
    const user = userEvent.setup();

    expect(await screen.findByRole("radio", { name: /Gratuit 48 h/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Gratuit 1 jour/ })).not.toBeChecked();
    expect(api.callsTo("GET /coupons/coupon_defs")[0]?.query.toString()).toBe("location_id=12&location_type=Site");
    // Offers mode: no connections to type; the dates may be, and the form says what none gives; no RAN option without the role.
    expect(screen.queryByLabelText(/Connections per code/)).not.toBeInTheDocument();
    expect(screen.getByLabelText("Valid from")).not.toBeRequired();
    expect(screen.getByTestId("validity-default")).toHaveTextContent(
      /^Dates optional\. Without dates, the code can be started from now until .+; once started, it gives the offer’s duration\.$/,
    );
    expect(screen.queryByLabelText(/private Wi-Fi/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/Description/), "Séminaire Dupont");
    await user.click(screen.getByRole("button", { name: "Create the code" }));

    expect(await screen.findByRole("heading", { name: "Code created" })).toBeInTheDocument();
    expect(screen.getByTestId("created-code")).toHaveTextContent("KX7PQ2MD");
    const [post] = api.callsTo("POST /coupons");
    expect((post?.body as PostedCoupon | undefined)?.coupon).toMatchObject({
      location_id: 12,
      location_type: "Site",
      number: 1,
      description: "Séminaire Dupont",
      coupon_def_id: 596,
      max_usage: null,
      starts_at: null,
      ends_at: null,
      phone_number: null,
      with_ran_access: false,
    });
    expect(screen.getByRole("link", { name: "Print the code" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/codes\/print\/id\/42/),
    );
    const listLink = screen.getByRole("link", { name: "See in the list" }).getAttribute("href") ?? "";
    expect(listLink).toMatch(/^\/codes\/list.*#\?s=/);
  });

  it("makes the offers one Tab stop moved by the arrow keys, and gives the focus to the result once created", async () => {
    signInAs(manager(), {
      ...locationsAnswer(),
      "GET /coupons/coupon_defs": ok(offers),
      "POST /coupons": {
        status: 201,
        body: { correlation_id: "c0ffee00-0000-4000-8000-000000000001", coupons: [createdCoupon({ id: 42 })] },
      },
    });
    await renderApp(createUrl);
    const user = userEvent.setup();
    const first = await screen.findByRole("radio", { name: /Gratuit 48 h/ });
    const second = screen.getByRole("radio", { name: /Gratuit 1 jour/ });
    expect(screen.getByRole("radiogroup", { name: /Offer/ })).toContainElement(first);

    // Each offer was its own Tab stop.
    expect(first).toHaveAttribute("tabindex", "0");
    expect(second).toHaveAttribute("tabindex", "-1");
    first.focus();
    await user.keyboard("{ArrowDown}");
    expect(second).toHaveFocus();
    expect(second).toBeChecked();
    expect(second).toHaveAttribute("tabindex", "0");
    expect(first).toHaveAttribute("tabindex", "-1");
    await user.tab();
    expect(document.activeElement?.getAttribute("role")).not.toBe("radio");
    await user.tab({ shift: true });
    expect(second).toHaveFocus();

    await user.type(screen.getByLabelText(/Description/), "Clavier");
    await user.click(screen.getByRole("button", { name: "Create the code" }));
    // The focus fell to the page's body when the form went away.
    await waitFor(() => expect(screen.getByRole("heading", { name: "Code created" })).toHaveFocus());
  });

  it("falls back to typed dates and connections when the offers cannot be read, with the messages (docs/product.md#codes-validation)", async () => {
    const api = signInAs(manager(), {
      ...locationsAnswer(),
      "GET /coupons/coupon_defs": { status: 500, body: errorBody("INTERNAL_ERROR") },
    });
    await renderApp(createUrl);
    const user = userEvent.setup();

    const connections = await screen.findByLabelText(/Connections per code/);
    const number = screen.getByLabelText(/Number of codes/);
    await user.clear(number);
    await user.type(number, "1001");
    await user.type(connections, "0");
    await user.click(screen.getByRole("button", { name: /Create/ }));

    expect(await screen.findByText("Enter a whole number from 1 to 1,000.")).toBeInTheDocument();
    expect(screen.getByText("Enter a whole number from 1 to 1,000,000.")).toBeInTheDocument();
    expect(screen.getByText("Enter a description.")).toBeInTheDocument();
    expect(screen.getAllByText("This field is required.")).toHaveLength(2);
    expect(api.callsTo("POST /coupons")).toHaveLength(0);
  });

  it("picks the validity dates with calendars in the interface language, not the browser's", async () => {
    signInAs(manager(), { ...locationsAnswer(), "GET /coupons/coupon_defs": ok([]) });
    await renderApp("/codes/create?location_site=12&lang=fr");
    const user = userEvent.setup();
    const startsAt = await screen.findByLabelText(/Valable à partir du/);
    expect(screen.getByLabelText(/Valable jusqu'au/)).toBeInTheDocument();
    // Not a native field: no "mm/dd/yyyy" from an English browser.
    expect(startsAt).not.toHaveAttribute("type", "datetime-local");

    await user.click(startsAt);
    const month = new Intl.DateTimeFormat("fr", { month: "long", year: "numeric" }).format(new Date());
    expect(await screen.findByRole("button", { name: month })).toBeInTheDocument();
    expect(screen.getByText("lu")).toBeInTheDocument();
    expect(screen.getByText("di")).toBeInTheDocument();
  });

  it("offers the phone and the SMS for one code only, checks the number, and the RAN option with the ran role", async () => {
    const created = [createdCoupon({ id: 51 }), createdCoupon({ id: 52 }), createdCoupon({ id: 53 })];
    const api = signInAs(manager(true), {
      ...locationsAnswer(),
      "GET /coupons/coupon_defs": ok(offers),
      "POST /coupons": { status: 201, body: { correlation_id: "batch-1", coupons: created } },
    });
    await renderApp(createUrl);
    const user = userEvent.setup();

    const phone = await screen.findByLabelText(/Guest's phone number/);
    await user.type(phone, "06 12 34 56 78");
    await user.click(screen.getByLabelText("Send the code by SMS"));
    await user.type(screen.getByLabelText(/Description/), "Chambre 12");
    await user.click(screen.getByRole("button", { name: "Create the code" }));
    expect(await screen.findByText(/Enter a valid international phone number/)).toBeInTheDocument();
    expect(api.callsTo("POST /coupons")).toHaveLength(0);

    const number = screen.getByLabelText(/Number of codes/);
    await user.clear(number);
    await user.type(number, "3");
    expect(screen.queryByLabelText(/Guest's phone number/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Send the code by SMS")).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/private Wi-Fi/));
    await user.click(screen.getByRole("radio", { name: /Gratuit 1 jour/ }));
    await user.click(screen.getByRole("button", { name: "Create 3 codes" }));

    expect(await screen.findByRole("heading", { name: "3 codes created" })).toBeInTheDocument();
    const body = api.callsTo("POST /coupons")[0]?.body as PostedCoupon;
    expect(body.coupon).toMatchObject({ number: 3, coupon_def_id: 620, with_ran_access: true, phone_number: null });
    expect(body.send_sms).toBe(false);
    expect(screen.getByRole("link", { name: "Print the codes" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/codes\/print\/correlation\/batch-1/),
    );
  });

  it("shows a phone number of the interface language's country as the example", async () => {
    signInAs(manager(), { ...locationsAnswer(), "GET /coupons/coupon_defs": ok(offers) });
    await renderApp("/codes/create?location_site=12&lang=de");
    expect(await screen.findByPlaceholderText("+49 151 23456789")).toHaveAttribute("type", "tel");
    expect(screen.queryByPlaceholderText("+33 6 12 34 56 78")).not.toBeInTheDocument();
  });

  it("sends a valid phone number with the SMS request", async () => {
    const api = signInAs(manager(), {
      ...locationsAnswer(),
      "GET /coupons/coupon_defs": ok(offers),
      "POST /coupons": { status: 201, body: { correlation_id: "c-2", coupons: [createdCoupon({ id: 60 })] } },
    });
    await renderApp(createUrl);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Guest's phone number/), "+33 6 12 34 56 78");
    await user.click(screen.getByLabelText("Send the code by SMS"));
    await user.type(screen.getByLabelText(/Description/), "Chambre 12");
    await user.click(screen.getByRole("button", { name: "Create the code" }));
    await waitFor(() => expect(api.callsTo("POST /coupons")).toHaveLength(1));
    const body = api.callsTo("POST /coupons")[0]?.body as PostedCoupon;
    expect(body.coupon.phone_number).toBe("+33 6 12 34 56 78");
    expect(body.send_sms).toBe(true);
  });

  it("stops loading on a creation failure without a message, and shows the server's field errors", async () => {
    signInAs(manager(), {
      ...locationsAnswer(),
      "GET /coupons/coupon_defs": ok(offers),
      "POST /coupons": {
        status: 422,
        body: { ...errorBody("INVALID_PARAMETERS"), errors: { "coupon.coupon_def_id": ["coupons.offer_unavailable"] } },
      },
    });
    await renderApp(createUrl);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Description/), "Salon");
    await user.click(screen.getByRole("button", { name: "Create the code" }));
    expect(await screen.findByText("This offer is not sold at this location.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create the code" })).not.toHaveAttribute("data-loading");
  });
});
