import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { isApiError } from "../../../api/api-error";
import { apiRequest } from "../../../api/client";
import { createQueryClient } from "../../../api/query-client";
import { isStepUpCancelled, useStepUp } from "../../../api/step-up";
import { applyLanguage } from "../../../i18n/change-language";
import { errorBody, type MockAnswer, mockApi } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { renderComponent } from "../../../testing/render-component";
import { signInAs, testUser } from "../../../testing/users";
import { StepUpProvider } from "./step-up-provider";

const revealPath = "POST /ran/spaces/5/reveal";
const stepUpRequired = (method: "mail" | "authenticator") => ({
  status: 403,
  body: errorBody("STEP_UP_REQUIRED", { two_factor_method: method }),
});

/** Refused until a step-up was accepted, then answers the key. */
function refusedUntilSteppedUp(method: "mail" | "authenticator"): MockAnswer {
  let isSteppedUp = false;
  return (call) => {
    if (call.path === "/users/two_factor/step_up") {
      isSteppedUp = true;
      return { status: 204 };
    }
    return isSteppedUp ? { status: 200, body: { id: 5, psk: "Kp7RmXq9Tz4a" } } : stepUpRequired(method);
  };
}

/** A sensitive call made through the step-up, saying how it ended. */
function RevealKey() {
  const stepUp = useStepUp();
  const [outcome, setOutcome] = useState("");
  const reveal = () =>
    stepUp(() => apiRequest<{ psk: string }>("POST", "/ran/spaces/5/reveal")).then(
      (key) => setOutcome(`key ${key.psk}`),
      (error: unknown) =>
        setOutcome(isStepUpCancelled(error) ? "cancelled" : `failed ${isApiError(error) ? error.code : "?"}`),
    );
  return (
    <>
      <button type="button" onClick={reveal}>
        Reveal
      </button>
      <output aria-label="outcome">{outcome}</output>
    </>
  );
}

async function renderRevealKey() {
  const queryClient = createQueryClient();
  onTestFinished(() => queryClient.clear());
  await renderComponent(
    <QueryClientProvider client={queryClient}>
      <StepUpProvider>
        <RevealKey />
      </StepUpProvider>
    </QueryClientProvider>,
    "fr",
  );
  const events = userEvent.setup();
  await events.click(screen.getByRole("button", { name: "Reveal" }));
  return events;
}

const outcome = () => screen.getByRole("status", { name: "outcome" });
const codeBoxes = (dialog: HTMLElement) =>
  within(dialog).findAllByLabelText("Code à 6 chiffres", { selector: "input" });

describe("step-up (docs/security.md)", { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("asks for a mailed code when the call needs it, then makes the call again and answers it", async () => {
    const answer = refusedUntilSteppedUp("mail");
    const api = mockApi({
      [revealPath]: answer,
      "POST /users/two_factor/step_up": answer,
      "POST /users/two_factor/step_up/code": { status: 200, body: { resend_available_in: 60 } },
    });
    const events = await renderRevealKey();

    const dialog = await screen.findByRole("dialog", { name: "Confirmez votre identité" });
    expect(within(dialog).getByText("Nous allons vous envoyer un code à 6 chiffres par e-mail.")).toBeVisible();
    expect(within(dialog).queryByLabelText("Code à 6 chiffres", { selector: "input" })).not.toBeInTheDocument();
    await events.click(within(dialog).getByRole("button", { name: "M’envoyer un code" }));
    expect(
      await within(dialog).findByText("Saisissez le code à 6 chiffres que nous venons de vous envoyer par e-mail."),
    ).toBeVisible();
    expect(within(dialog).getByRole("button", { name: /Nouveau code dans \d+ s/ })).toBeDisabled();

    await events.type((await codeBoxes(dialog))[0] as HTMLElement, "135790");

    await waitFor(() => expect(outcome()).toHaveTextContent("key Kp7RmXq9Tz4a"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.callsTo("POST /users/two_factor/step_up/code")).toHaveLength(1);
    expect(api.callsTo("POST /users/two_factor/step_up").map((call) => call.body)).toEqual([{ code: "135790" }]);
    expect(api.callsTo(revealPath)).toHaveLength(2);
  });

  it("takes the app's code at once, says a wrong one, and accepts a recovery code instead", async () => {
    let steps = 0;
    const api = mockApi({
      [revealPath]: () =>
        steps > 1 ? { status: 200, body: { psk: "Kp7RmXq9Tz4a" } } : stepUpRequired("authenticator"),
      "POST /users/two_factor/step_up": () => {
        steps += 1;
        return steps === 1
          ? { status: 422, body: errorBody("INVALID_PARAMETERS", { errors: { code: ["twoFactor.code_invalid"] } }) }
          : { status: 204 };
      },
    });
    const events = await renderRevealKey();

    const dialog = await screen.findByRole("dialog", { name: "Confirmez votre identité" });
    expect(
      within(dialog).getByText("Saisissez le code à 6 chiffres affiché par votre application d'authentification."),
    ).toBeVisible();
    expect(within(dialog).queryByRole("button", { name: "M’envoyer un code" })).not.toBeInTheDocument();
    await events.type((await codeBoxes(dialog))[0] as HTMLElement, "000000");
    expect(await within(dialog).findByText("Ce code n'est pas valide.")).toBeVisible();
    expect(api.callsTo(revealPath)).toHaveLength(1);

    await events.click(within(dialog).getByRole("button", { name: "Utiliser un code de secours" }));
    await events.type(within(dialog).getByRole("textbox", { name: "Code de secours" }), "k7m2p-x9q4r");
    await events.click(within(dialog).getByRole("button", { name: "Confirmer" }));

    await waitFor(() => expect(outcome()).toHaveTextContent("key Kp7RmXq9Tz4a"));
    expect(api.callsTo("POST /users/two_factor/step_up").map((call) => call.body)).toEqual([
      { code: "000000" },
      { recovery_code: "k7m2p-x9q4r" },
    ]);
  });

  it("rejects quietly when the user cancels, without calling again", async () => {
    const api = mockApi({ [revealPath]: stepUpRequired("authenticator") });
    const events = await renderRevealKey();
    const dialog = await screen.findByRole("dialog", { name: "Confirmez votre identité" });
    await events.click(within(dialog).getByRole("button", { name: "Annuler" }));

    await waitFor(() => expect(outcome()).toHaveTextContent("cancelled"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.callsTo(revealPath)).toHaveLength(1);
  });

  it("says when the wrong codes locked the account, and asks for nothing more", async () => {
    const api = mockApi({
      [revealPath]: stepUpRequired("authenticator"),
      "POST /users/two_factor/step_up": { status: 401, body: errorBody("NOT_AUTHORIZED", { reason: "locked" }) },
    });
    const events = await renderRevealKey();
    const dialog = await screen.findByRole("dialog", { name: "Confirmez votre identité" });
    await events.type((await codeBoxes(dialog))[0] as HTMLElement, "000000");

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(/Votre compte est verrouillé/);
    expect(within(dialog).queryByLabelText("Code à 6 chiffres", { selector: "input" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Confirmer" })).not.toBeInTheDocument();
    await events.click(within(dialog).getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(outcome()).toHaveTextContent("cancelled"));
    expect(api.callsTo(revealPath)).toHaveLength(1);
  });

  it("passes other failures through untouched", async () => {
    mockApi({ [revealPath]: { status: 404, body: errorBody("NOT_FOUND") } });
    await renderRevealKey();
    await waitFor(() => expect(outcome()).toHaveTextContent("failed NOT_FOUND"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks for it before a new API token, then shows the token", async () => {
    let isSteppedUp = false;
    const api = signInAs(testUser({ granted: ["api", "supervision"] }), {
      "POST /generate_api_token": () =>
        isSteppedUp
          ? { status: 200, body: { api_token: "tok_9f2c41", read_only: false, expires_at: null } }
          : stepUpRequired("authenticator"),
      "POST /users/two_factor/step_up": () => {
        isSteppedUp = true;
        return { status: 204 };
      },
    });
    await renderApp("/administration/api");
    const events = userEvent.setup();
    await events.click(await screen.findByRole("button", { name: "Générer un jeton" }));

    const dialog = await screen.findByRole("dialog", { name: "Confirmez votre identité" });
    await events.type((await codeBoxes(dialog))[0] as HTMLElement, "482913");

    const modal = await screen.findByRole("dialog", { name: "Votre nouveau jeton d'API" });
    expect(within(modal).getByLabelText("Jeton d'API")).toHaveTextContent("tok_9f2c41");
    expect(api.callsTo("POST /generate_api_token")).toHaveLength(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("leaves the API token page as it was when the step-up is cancelled", async () => {
    const api = signInAs(testUser({ granted: ["api", "supervision"] }), {
      "POST /generate_api_token": stepUpRequired("mail"),
    });
    await renderApp("/administration/api");
    const events = userEvent.setup();
    await events.click(await screen.findByRole("button", { name: "Générer un jeton" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirmez votre identité" });
    await events.click(within(dialog).getByRole("button", { name: "Annuler" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Générer un jeton" })).toBeEnabled();
    expect(api.callsTo("POST /generate_api_token")).toHaveLength(1);
  });
});
