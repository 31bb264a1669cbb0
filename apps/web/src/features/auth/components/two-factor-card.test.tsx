import type { TwoFactorState } from "@ondine/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { errorBody } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";

const off: TwoFactorState = {
  method: null,
  authenticator_confirmed: false,
  recovery_codes_left: 0,
  required: false,
  grace_sign_ins_left: null,
};
const userWith = (twoFactor: Partial<TwoFactorState>) =>
  testUser({ granted: ["supervision"], two_factor: { ...off, ...twoFactor } });

const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const enrolment = {
  status: 200,
  body: {
    secret,
    otpauth_url: `otpauth://totp/Ondine:claire.martin%40example.fr?secret=${secret}&issuer=Ondine&algorithm=SHA1&digits=6&period=30`,
  },
};
const recoveryCodes = [
  "k7m2p-x9q4r",
  "a3b4c-d5e6f",
  "g7h8j-k9m2n",
  "p3q4r-s5t6u",
  "v7w8x-y9z2a",
  "b3c4d-e5f6g",
  "h7j8k-m9n2p",
  "q3r4s-t5u6v",
  "w7x8y-z9a2b",
  "c3d4e-f5g6h",
];

/** The links the browser was asked to follow to save a file, and the saved files. */
function watchSavedFiles() {
  const saved: { name: string; file: Blob }[] = [];
  const files = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((file: Blob) => {
    const url = `blob:test/${files.size}`;
    files.set(url, file);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const file = files.get(this.getAttribute("href") ?? "");
    if (file) saved.push({ name: this.download, file });
  });
  return saved;
}

const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

async function twoFactorCard() {
  const heading = await screen.findByRole("heading", { level: 2, name: "Connexion en deux étapes" });
  const card = heading.closest("section");
  if (!card) throw new Error("no two-factor card");
  return card;
}

// The whole console renders: slower than a unit test on a busy machine.
describe("account page: two-factor sign-in (docs/security.md)", { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });
  afterEach(() => {
    vi.restoreAllMocks();
    URL.createObjectURL = objectUrls.create;
    URL.revokeObjectURL = objectUrls.revoke;
  });

  it("tells a member in grace how many sign-ins are left before the mailed code", async () => {
    signInAs(userWith({ required: true, grace_sign_ins_left: 2 }));
    await renderApp("/account");
    const card = await twoFactorCard();
    expect(within(card).getByText("Désactivée : votre mot de passe suffit pour vous connecter")).toBeVisible();
    expect(within(card).getByRole("note")).toHaveTextContent(
      "Votre organisation impose la connexion en deux étapes : encore 2 connexions avant qu’un code vous soit envoyé par e-mail à chaque connexion.",
    );
    // Nothing to stand in for yet: no recovery codes offered.
    expect(within(card).queryByText(/codes? de secours restants?/)).not.toBeInTheDocument();
  });

  it("shows the app in force and the recovery codes left, and says an organisation's requirement", async () => {
    signInAs(
      userWith({ method: "authenticator", authenticator_confirmed: true, recovery_codes_left: 7, required: true }),
    );
    await renderApp("/account");
    const card = await twoFactorCard();
    expect(
      within(card).getByText("Activée : un code de votre application d’authentification à chaque connexion"),
    ).toBeVisible();
    expect(within(card).getByText("7 codes de secours restants")).toBeVisible();
    expect(
      within(card).getByText(
        "Votre organisation impose la connexion en deux étapes : elle ne peut pas être désactivée.",
      ),
    ).toBeVisible();
    expect(within(card).queryByRole("note")).not.toBeInTheDocument();
  });

  it("sets up an app: QR code and key, its first code with the password, then the recovery codes shown once", async () => {
    const saved = watchSavedFiles();
    const api = signInAs(userWith({}), {
      "POST /users/two_factor/authenticator": enrolment,
      "POST /users/two_factor/authenticator/confirm": (call) => {
        const body = call.body as { code: string; current_password: string };
        if (body.current_password !== "bon-secret") {
          return {
            status: 422,
            body: errorBody("INVALID_PARAMETERS", { errors: { current_password: ["account.password.wrong"] } }),
          };
        }
        return body.code === "111111"
          ? { status: 422, body: errorBody("INVALID_PARAMETERS", { errors: { code: ["twoFactor.code_invalid"] } }) }
          : { status: 200, body: { recovery_codes: recoveryCodes } };
      },
    });
    await renderApp("/account");
    const events = userEvent.setup();
    await events.click(
      within(await twoFactorCard()).getByRole("button", { name: "Configurer une application d’authentification" }),
    );

    const dialog = await screen.findByRole("dialog", { name: "Configurer une application d’authentification" });
    // Drawn here, from the otpauth:// address: no image fetched from anywhere.
    const qr = await within(dialog).findByRole("img", {
      name: "QR code qui ajoute votre compte Ondine à une application d’authentification",
    });
    expect(qr.tagName.toLowerCase()).toBe("svg");
    expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(within(dialog).getByLabelText("Clé de configuration")).toHaveTextContent(
      "JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP",
    );
    expect(within(dialog).getByRole("button", { name: "Copier la clé" })).toBeInTheDocument();
    expect(api.callsTo("POST /users/two_factor/authenticator")).toHaveLength(1);

    await events.click(within(dialog).getByRole("button", { name: "Suivant" }));
    const boxes = () => within(dialog).getAllByLabelText("Code à 6 chiffres", { selector: "input" });
    await events.type(
      (await within(dialog).findAllByLabelText("Code à 6 chiffres", { selector: "input" }))[0] as HTMLElement,
      "111111",
    );
    // The password is asked too (a stolen session alone cannot put its own app in force): a complete
    // code moves on to it rather than sending the form without it.
    const password = within(dialog).getByLabelText(/^Mot de passe actuel/);
    expect(password).toHaveAttribute("type", "password");
    expect(password).toHaveAttribute("autocomplete", "current-password");
    expect(password).toHaveFocus();
    expect(api.callsTo("POST /users/two_factor/authenticator/confirm")).toHaveLength(0);

    // A wrong password is said on its field; the code typed stays.
    await events.type(password, "pas-le-bon");
    await events.click(within(dialog).getByRole("button", { name: "Activer" }));
    expect(await within(dialog).findByText("Le mot de passe actuel est incorrect.")).toBeVisible();
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(["1", "1", "1", "1", "1", "1"]);
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();

    // The right password, a wrong code: said on the code, emptied for the next one.
    await events.clear(password);
    await events.type(password, "bon-secret");
    await events.click(within(dialog).getByRole("button", { name: "Activer" }));
    expect(await within(dialog).findByText("Ce code n'est pas valide.")).toBeVisible();
    expect(password).not.toHaveAttribute("aria-invalid");
    // The password already typed, a complete code sends itself.
    await events.type(boxes()[0] as HTMLElement, "246810");

    const list = await within(dialog).findByRole("list", { name: "Codes de secours" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(api.callsTo("POST /users/two_factor/authenticator/confirm").map((call) => call.body)).toEqual([
      { code: "111111", current_password: "pas-le-bon" },
      { code: "111111", current_password: "bon-secret" },
      { code: "246810", current_password: "bon-secret" },
    ]);
    expect(within(dialog).getByRole("button", { name: "Tout copier" })).toBeInTheDocument();

    await events.click(within(dialog).getByRole("button", { name: "Télécharger (.txt)" }));
    expect(saved.map((file) => file.name)).toEqual(["ondine-recovery-codes.txt"]);
    const text = await saved[0]?.file.text();
    expect(text).toContain("Codes de secours Ondine de claire.martin@example.fr");
    for (const code of recoveryCodes) expect(text).toContain(code);

    // Shown once: no way out until the user says they saved them.
    const close = within(dialog).getByRole("button", { name: "Fermer" });
    expect(close).toBeDisabled();
    await events.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Configurer une application d’authentification" })).toBeInTheDocument();
    await events.click(within(dialog).getByRole("checkbox", { name: "J’ai conservé ces codes" }));
    await events.click(close);

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByText("k7m2p-x9q4r")).not.toBeInTheDocument();
    // The account is read again: its method and codes changed.
    await waitFor(() => expect(api.callsTo("GET /users/me").length).toBeGreaterThan(1));
  });

  it("switches the method only with the password, and maps a wrong one on its field", async () => {
    const api = signInAs(userWith({ method: "mail", authenticator_confirmed: true, recovery_codes_left: 10 }), {
      "PUT /users/two_factor": (call) =>
        (call.body as { current_password: string }).current_password === "pas-le-bon"
          ? {
              status: 422,
              body: errorBody("INVALID_PARAMETERS", { errors: { current_password: ["account.password.wrong"] } }),
            }
          : {
              status: 200,
              body: { ...off, method: "authenticator", authenticator_confirmed: true, recovery_codes_left: 10 },
            },
    });
    await renderApp("/account");
    const events = userEvent.setup();
    await events.click(within(await twoFactorCard()).getByRole("button", { name: "Changer de méthode" }));
    const dialog = await screen.findByRole("dialog", { name: "Changer la méthode de connexion en deux étapes" });
    expect(within(dialog).getByRole("radio", { name: "Par e-mail" })).toBeChecked();

    await events.click(within(dialog).getByRole("radio", { name: "Application d’authentification" }));
    await events.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Ce champ est obligatoire.")).toBeVisible();
    expect(api.callsTo("PUT /users/two_factor")).toHaveLength(0);

    const password = within(dialog).getByLabelText(/^Mot de passe actuel/);
    await events.type(password, "pas-le-bon");
    await events.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Le mot de passe actuel est incorrect.")).toBeVisible();
    expect(password).toHaveAttribute("aria-invalid", "true");

    await events.clear(password);
    await events.type(password, "bon-secret");
    await events.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("La connexion en deux étapes a été mise à jour.")).toBeVisible();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.callsTo("PUT /users/two_factor").map((call) => call.body)).toEqual([
      { method: "authenticator", current_password: "pas-le-bon" },
      { method: "authenticator", current_password: "bon-secret" },
    ]);
  });

  it("offers neither an app not set up nor off where the organisation requires two-factor, and says why", async () => {
    signInAs(userWith({ method: "mail", required: true }));
    await renderApp("/account");
    const events = userEvent.setup();
    await events.click(within(await twoFactorCard()).getByRole("button", { name: "Changer de méthode" }));
    const dialog = await screen.findByRole("dialog", { name: "Changer la méthode de connexion en deux étapes" });
    expect(within(dialog).getByRole("radio", { name: "Application d’authentification" })).toBeDisabled();
    expect(within(dialog).getByText("Configurez d’abord une application d’authentification.")).toBeVisible();
    expect(within(dialog).getByRole("radio", { name: "Désactivée" })).toBeDisabled();
    expect(
      within(dialog).getByText("Impossible : votre organisation impose la connexion en deux étapes."),
    ).toBeVisible();
  });

  it("says the organisation's refusal of off on the method", async () => {
    signInAs(userWith({ method: "mail" }), {
      "PUT /users/two_factor": {
        status: 422,
        body: errorBody("INVALID_PARAMETERS", { errors: { method: ["twoFactor.required_by_organism"] } }),
      },
    });
    await renderApp("/account");
    const events = userEvent.setup();
    await events.click(within(await twoFactorCard()).getByRole("button", { name: "Changer de méthode" }));
    const dialog = await screen.findByRole("dialog", { name: "Changer la méthode de connexion en deux étapes" });
    await events.click(within(dialog).getByRole("radio", { name: "Désactivée" }));
    await events.type(within(dialog).getByLabelText(/^Mot de passe actuel/), "bon-secret");
    await events.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(
      await within(dialog).findByText(
        "Votre organisation impose la connexion en deux étapes : elle ne peut pas être désactivée.",
      ),
    ).toBeVisible();
  });

  it("makes new recovery codes with the password and shows them once", async () => {
    const api = signInAs(userWith({ method: "mail", recovery_codes_left: 1 }), {
      "POST /users/two_factor/recovery_codes": { status: 200, body: { recovery_codes: recoveryCodes } },
    });
    await renderApp("/account");
    const events = userEvent.setup();
    const card = await twoFactorCard();
    expect(within(card).getByText("1 code de secours restant")).toBeVisible();
    await events.click(within(card).getByRole("button", { name: "Nouveaux codes de secours" }));
    const dialog = await screen.findByRole("dialog", { name: "Nouveaux codes de secours" });

    await events.click(within(dialog).getByRole("button", { name: "Créer de nouveaux codes" }));
    expect(await within(dialog).findByText("Ce champ est obligatoire.")).toBeVisible();
    expect(api.callsTo("POST /users/two_factor/recovery_codes")).toHaveLength(0);

    await events.type(within(dialog).getByLabelText(/^Mot de passe actuel/), "bon-secret");
    await events.click(within(dialog).getByRole("button", { name: "Créer de nouveaux codes" }));

    const list = await within(dialog).findByRole("list", { name: "Codes de secours" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    expect(api.callsTo("POST /users/two_factor/recovery_codes")[0]?.body).toEqual({ current_password: "bon-secret" });
    expect(within(dialog).getByRole("button", { name: "Fermer" })).toBeDisabled();
    await events.click(within(dialog).getByRole("checkbox", { name: "J’ai conservé ces codes" }));
    await events.click(within(dialog).getByRole("button", { name: "Fermer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
