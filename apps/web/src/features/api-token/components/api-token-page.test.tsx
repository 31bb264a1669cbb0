import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { errorBody } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";

const apiUser = testUser({ granted: ["api", "supervision"] });

// The whole console renders: slower than a unit test on a busy machine.
describe("API token page", { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("explains the GraphQL API with a request to copy", async () => {
    signInAs(apiUser);
    await renderApp("/administration/api");
    expect(await screen.findByRole("heading", { level: 1, name: "Jeton d'API" })).toBeInTheDocument();
    const example = screen.getByLabelText("Exemple de requête");
    expect(example).toHaveTextContent(`curl -X POST ${window.location.origin}/api/graphql`);
    expect(example).toHaveTextContent("-H 'X-API-TOKEN: votre-jeton'");
    expect(example).toHaveTextContent(`-d '{"query":"{ me { email } }"}'`);
    expect(screen.queryByText("Vous avez déjà un jeton")).not.toBeInTheDocument();
  });

  it("shows a new token once, keeps the button disabled while it is held, and lets it go on close", async () => {
    const api = signInAs(apiUser, { "POST /generate_api_token": { status: 200, body: { api_token: "tok_9f2c41" } } });
    await renderApp("/administration/api");
    const events = userEvent.setup();

    await events.click(await screen.findByRole("button", { name: "Générer un jeton" }));

    const modal = await screen.findByRole("dialog", { name: "Votre nouveau jeton d'API" });
    expect(within(modal).getByLabelText("Jeton d'API")).toHaveTextContent("tok_9f2c41");
    expect(within(modal).getByRole("button", { name: "Copier" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Générer un nouveau jeton", hidden: true })).toBeDisabled();
    expect(api.callsTo("POST /generate_api_token")).toHaveLength(1);

    await events.click(within(modal).getByRole("button", { name: "Fermer" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByText("tok_9f2c41")).not.toBeInTheDocument();
    // Held no more: a new one may be made, with the warning that it replaces this one.
    expect(screen.getByRole("button", { name: "Générer un nouveau jeton" })).toBeEnabled();
    expect(screen.getByText(/En générer un nouveau invalide l'ancien/)).toBeInTheDocument();
  });

  it("warns that regenerating stops the current token", async () => {
    signInAs({ ...apiUser, has_api_token: true });
    await renderApp("/administration/api");
    expect(await screen.findByText("Vous avez déjà un jeton")).toBeInTheDocument();
    expect(
      screen.getByText(
        "En générer un nouveau invalide l'ancien : les outils qui l'utilisent cesseront de fonctionner.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Générer un nouveau jeton" })).toBeEnabled();
  });

  it("says why a token could not be made", async () => {
    signInAs(apiUser, { "POST /generate_api_token": { status: 403, body: errorBody("NOT_ALLOWED") } });
    await renderApp("/administration/api");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Générer un jeton" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Vous n'avez pas les droits nécessaires pour cette action.",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
