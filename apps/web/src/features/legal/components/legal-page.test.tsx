import type { LegalPageAnswer } from "@ondine/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { errorBody, mockApi } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";

const termsAnswer = (language: string): LegalPageAnswer => ({
  page: "terms",
  language,
  markdown: "## Accounts\n\nAn account is personal.\n\n<script>window.__legalRan = true</script>",
  updated_at: "2026-03-01T12:00:00.000Z",
});

// docs/legal.md: /terms, /privacy and /legal, open signed in or out.
describe("legal pages", () => {
  it("shows the terms signed out: the text in the interface language, its date, the way back to sign-in", async () => {
    const api = mockApi({
      "GET /legal/terms": (call) => ({ status: 200, body: termsAnswer(call.query.get("language") ?? "") }),
    });
    await renderApp("/terms?lang=en");
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of use" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Accounts" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.callsTo("GET /legal/terms")[0]?.query.get("language")).toBe("en");
    expect(screen.getByText("Last updated Mar 1, 2026")).toBeInTheDocument();
    // The operator's raw HTML is text, never run.
    expect(screen.getByText("<script>window.__legalRan = true</script>")).toBeInTheDocument();
    expect((window as { __legalRan?: boolean }).__legalRan).toBeUndefined();
    expect(screen.getByRole("link", { name: "Back to sign-in" })).toHaveAttribute("href", "/account/login");
    expect(document.title).toBe("Terms of use · Ondine");
  }, 30_000);

  it("marks a text served in another language than the interface's as such", async () => {
    mockApi({ "GET /legal/terms": { status: 200, body: termsAnswer("en") } });
    await renderApp("/terms?lang=de");
    expect(await screen.findByRole("heading", { level: 1, name: "Nutzungsbedingungen" })).toBeInTheDocument();
    const heading = await screen.findByRole("heading", { level: 2, name: "Accounts" }, { timeout: 10_000 });
    expect(heading.closest("[lang]")).toHaveAttribute("lang", "en");
    expect(screen.getByText("Zuletzt aktualisiert: 01.03.2026")).toBeInTheDocument();
  }, 30_000);

  it("says a page the operator has not published is not there, without a retry", async () => {
    mockApi({ "GET /legal/legal": { status: 404, body: errorBody("NOT_FOUND") } });
    await renderApp("/legal?lang=fr");
    expect(await screen.findByRole("heading", { level: 1, name: "Mentions légales" })).toBeInTheDocument();
    expect(await screen.findByText("Cette page n'a pas encore été publiée.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Réessayer" })).not.toBeInTheDocument();
  }, 30_000);

  it("offers a retry when the text could not be read", async () => {
    const api = mockApi({ "GET /legal/privacy": { status: 400, body: errorBody("WRONG_PARAMETERS") } });
    await renderApp("/privacy?lang=en");
    expect(await screen.findByText("This page could not be loaded.")).toBeInTheDocument();
    api.answer("GET /legal/privacy", {
      status: 200,
      body: { ...termsAnswer("en"), page: "privacy", markdown: "## Who is responsible" },
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { level: 2, name: "Who is responsible" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 30_000);

  it("links the three pages from the sign-in page's foot", async () => {
    mockApi({ "GET /auth/oidc/status": { status: 200, body: { enabled: false } } });
    await renderApp("/account/login?lang=en");
    const foot = await screen.findByRole("navigation", { name: "Legal information" });
    expect(within(foot).getByRole("link", { name: "Terms of use" })).toHaveAttribute("href", "/terms");
    expect(within(foot).getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy");
    expect(within(foot).getByRole("link", { name: "Legal notice" })).toHaveAttribute("href", "/legal");
  }, 30_000);

  it("opens from the account menu signed in, in the console's frame, the way back leading home", async () => {
    signInAs(testUser({ language: "en" }), {
      "GET /legal/terms": { status: 200, body: termsAnswer("en") },
      "GET /legal/legal": {
        status: 200,
        body: { ...termsAnswer("en"), page: "legal", markdown: "## Publisher and host" },
      },
    });
    await renderApp("/terms?lang=en");
    expect(await screen.findByRole("link", { name: "Back to home" }, { timeout: 10_000 })).toHaveAttribute("href", "/");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /Account menu for/ }, { timeout: 10_000 }));
    expect(await screen.findByRole("menuitem", { name: "Terms of use" })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("menuitem", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy");
    await user.click(screen.getByRole("menuitem", { name: "Legal notice" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Legal notice" })).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { level: 2, name: "Publisher and host" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  }, 30_000);
});
