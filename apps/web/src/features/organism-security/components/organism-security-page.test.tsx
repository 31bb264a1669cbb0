import type { OrganismSecurityAnswer } from "@ondine/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { errorBody } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testAdmin, testUser } from "../../../testing/users";

const url = "/administration/organism_security";

/** Hôtels Belle Escale (organism 3 of the test locations), as GET /organisms/3/security answers it. */
const settings = (fields: Partial<OrganismSecurityAnswer> = {}): OrganismSecurityAnswer => ({
  organism_id: 3,
  organism_name: "Hôtels Belle Escale",
  ip_ranges: ["192.0.2.0/24"],
  two_factor_required: false,
  two_factor_grace_sign_ins: 3,
  caller_ip: "192.0.2.10",
  updated_at: "2026-11-20T10:00:00.000Z",
  ...fields,
});

async function chooseOrganism(name: string) {
  const events = userEvent.setup();
  await events.click(await screen.findByRole("combobox", { name: "Organisme" }));
  await events.click(await screen.findByRole("option", { name }));
  return events;
}

const rangeInputs = () => screen.queryAllByRole("textbox", { name: /^Plage \d+$/ });

// The whole console renders: slower than a unit test on a busy machine.
describe("organism security page", { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("is in the administration menu for admins only", async () => {
    signInAs(testAdmin(), { "GET /organisms/3/security": { status: 200, body: settings() } });
    await renderApp("/");
    const menu = await screen.findByRole("navigation", { name: "Menu principal" });
    expect(await within(menu).findByRole("link", { name: "Sécurité des organismes" })).toHaveAttribute("href", url);
  });

  it("sends anyone else home, away from the page", async () => {
    const api = signInAs(testUser({ granted: ["supervision", "accounts_create"] }));
    const { router } = await renderApp(url);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(api.callsTo("GET /organisms/3/security")).toHaveLength(0);
  });

  it("asks for an organism, then shows its ranges, the caller's address and the two-factor settings", async () => {
    signInAs(testAdmin(), {
      "GET /organisms/3/security": {
        status: 200,
        body: settings({ ip_ranges: ["192.0.2.0/24", "2001:db8::/32"], two_factor_required: true }),
      },
    });
    await renderApp(url);
    expect(await screen.findByRole("heading", { level: 1, name: "Sécurité des organismes" })).toBeInTheDocument();
    expect(await screen.findByText("Choisissez un organisme.")).toBeInTheDocument();

    await chooseOrganism("Hôtels Belle Escale");
    await waitFor(() => expect(rangeInputs()).toHaveLength(2));
    expect(rangeInputs().map((input) => (input as HTMLInputElement).value)).toEqual(["192.0.2.0/24", "2001:db8::/32"]);
    expect(screen.getByText("192.0.2.10")).toBeInTheDocument();
    expect(screen.queryByText("Votre adresse est hors de ces plages")).not.toBeInTheDocument();
    expect(screen.getByRole("switch", { name: /^Exiger la double authentification/ })).toBeChecked();
    expect(screen.getByRole("textbox", { name: "Connexions de grâce" })).toHaveValue("3");
  });

  it("warns when the typed ranges leave the caller's own address out", async () => {
    signInAs(testAdmin(), { "GET /organisms/3/security": { status: 200, body: settings({ ip_ranges: [] }) } });
    await renderApp(url);
    const events = await chooseOrganism("Hôtels Belle Escale");
    expect(
      await screen.findByText("Aucune plage : les membres peuvent se connecter depuis n'importe quelle adresse."),
    ).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Ajouter une plage" }));
    // The new row has the focus: typing goes there.
    expect(screen.getByRole("textbox", { name: "Plage 1" })).toHaveFocus();
    await events.keyboard("198.51.100.0/24");
    expect(await screen.findByText("Votre adresse est hors de ces plages")).toBeInTheDocument();
    expect(screen.getByText(/depuis votre adresse \(192\.0\.2\.10\)/)).toBeInTheDocument();

    await events.clear(screen.getByRole("textbox", { name: "Plage 1" }));
    await events.keyboard("192.0.2.0/25");
    await waitFor(() => expect(screen.queryByText("Votre adresse est hors de ces plages")).not.toBeInTheDocument());
  });

  it("saves the ranges and the two-factor settings, showing them as the server stored them", async () => {
    const api = signInAs(testAdmin(), { "GET /organisms/3/security": { status: 200, body: settings() } });
    api.answer("PUT /organisms/3/security", (call) => {
      const body = call.body as {
        ip_ranges: string[];
        two_factor_required: boolean;
        two_factor_grace_sign_ins: number;
      };
      return {
        status: 200,
        body: settings({
          ip_ranges: ["192.0.2.0/24", "2001:db8::/32"],
          two_factor_required: body.two_factor_required,
          two_factor_grace_sign_ins: body.two_factor_grace_sign_ins,
          updated_at: "2026-11-22T09:00:00.000Z",
        }),
      };
    });
    await renderApp(url);
    const events = await chooseOrganism("Hôtels Belle Escale");
    await waitFor(() => expect(rangeInputs()).toHaveLength(1));

    await events.click(screen.getByRole("button", { name: "Ajouter une plage" }));
    await events.keyboard("2001:DB8::/32");
    // A blank row is not sent.
    await events.click(screen.getByRole("button", { name: "Ajouter une plage" }));
    await events.click(screen.getByRole("switch", { name: /^Exiger la double authentification/ }));
    const grace = screen.getByRole("textbox", { name: "Connexions de grâce" });
    await events.clear(grace);
    await events.type(grace, "1");
    await events.click(screen.getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Réglages de sécurité de Hôtels Belle Escale enregistrés.")).toBeInTheDocument();
    expect(api.callsTo("PUT /organisms/3/security")[0]?.body).toEqual({
      ip_ranges: ["192.0.2.0/24", "2001:DB8::/32"],
      two_factor_required: true,
      two_factor_grace_sign_ins: 1,
    });
    await waitFor(() =>
      expect(rangeInputs().map((input) => (input as HTMLInputElement).value)).toEqual([
        "192.0.2.0/24",
        "2001:db8::/32",
      ]),
    );
  });

  it("flags an unreadable range on its own row before sending, and sends nothing", async () => {
    const api = signInAs(testAdmin(), { "GET /organisms/3/security": { status: 200, body: settings() } });
    await renderApp(url);
    const events = await chooseOrganism("Hôtels Belle Escale");
    await waitFor(() => expect(rangeInputs()).toHaveLength(1));
    await events.click(screen.getByRole("button", { name: "Ajouter une plage" }));
    await events.keyboard("192.0.2.0/33");
    await events.click(screen.getByRole("button", { name: "Enregistrer" }));

    const second = screen.getByRole("textbox", { name: "Plage 2" });
    await waitFor(() => expect(second).toHaveAttribute("aria-invalid", "true"));
    expect(second).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Plage 1" })).not.toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(/Plage illisible/)).toBeInTheDocument();
    expect(api.callsTo("PUT /organisms/3/security")).toHaveLength(0);
  });

  it("puts the server's field errors on the rows they name, blank rows aside", async () => {
    const api = signInAs(testAdmin(), { "GET /organisms/3/security": { status: 200, body: settings() } });
    api.answer("PUT /organisms/3/security", {
      status: 422,
      body: errorBody("INVALID_PARAMETERS", { errors: { "ip_ranges.1": ["organismSecurity.errors.invalid_range"] } }),
    });
    await renderApp(url);
    const events = await chooseOrganism("Hôtels Belle Escale");
    await waitFor(() => expect(rangeInputs()).toHaveLength(1));
    // Row 2 blank (not sent), row 3 the second range sent: the server's `ip_ranges.1`.
    await events.click(screen.getByRole("button", { name: "Ajouter une plage" }));
    await events.click(screen.getByRole("button", { name: "Ajouter une plage" }));
    await events.keyboard("203.0.113.0/24");
    await events.click(screen.getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Les réglages n'ont pas été enregistrés")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Plage 3" })).toHaveAttribute("aria-invalid", "true"),
    );
    expect(screen.getByRole("textbox", { name: "Plage 2" })).not.toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: "Plage 3" })).toHaveValue("203.0.113.0/24");
  });

  it("removes a row by its button, the focus moving to the row in its place", async () => {
    signInAs(testAdmin(), {
      "GET /organisms/3/security": { status: 200, body: settings({ ip_ranges: ["192.0.2.0/24", "198.51.100.0/24"] }) },
    });
    await renderApp(url);
    const events = await chooseOrganism("Hôtels Belle Escale");
    await waitFor(() => expect(rangeInputs()).toHaveLength(2));
    await events.click(screen.getByRole("button", { name: "Retirer la plage 1" }));
    expect(rangeInputs().map((input) => (input as HTMLInputElement).value)).toEqual(["198.51.100.0/24"]);
    expect(screen.getByRole("textbox", { name: "Plage 1" })).toHaveFocus();
  });

  it("says when the settings cannot be read, and reads them again on demand", async () => {
    const api = signInAs(testAdmin(), {
      "GET /organisms/3/security": { status: 404, body: errorBody("NOT_FOUND") },
    });
    await renderApp(url);
    const events = await chooseOrganism("Hôtels Belle Escale");
    expect(await screen.findByText("Les réglages de sécurité n'ont pas pu être chargés.")).toBeInTheDocument();
    api.answer("GET /organisms/3/security", { status: 200, body: settings() });
    await events.click(screen.getByRole("button", { name: "Réessayer" }));
    await waitFor(() => expect(rangeInputs()).toHaveLength(1));
  });
});
