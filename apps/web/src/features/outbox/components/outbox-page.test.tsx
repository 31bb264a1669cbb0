import type { OutboxMessagePresentation } from "@ondine/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { errorBody } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testAdmin, testUser } from "../../../testing/users";

const confirmation: OutboxMessagePresentation = {
  id: 7,
  channel: "mail",
  recipient: "ines.garcia@example.fr",
  reply_to: null,
  subject: "Activez votre compte Ondine",
  body_text: "Bonjour Inès,\n\nActivez votre compte : http://localhost/account/password/create/abc123.\nÀ bientôt.",
  status: "held",
  attempts: 0,
  last_error: null,
  created_at: "2026-11-22T09:30:00.000Z",
  sent_at: null,
};
const sms: OutboxMessagePresentation = {
  ...confirmation,
  id: 8,
  channel: "sms",
  recipient: "+33612345678",
  reply_to: null,
  subject: null,
  body_text: "Votre code Wi-Fi : 4KD82PQA",
  status: "failed",
  attempts: 3,
  last_error: "provider refused",
};

const page = (messages: OutboxMessagePresentation[], totalPages = 1) => ({
  status: 200,
  body: { messages, current_page: 1, total_pages: totalPages },
});

// The whole console renders: slower than a unit test on a busy machine.
describe("outbox page", { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("lists the messages, the body opening under its row with clickable links", async () => {
    signInAs(testAdmin(), { "GET /admin/outbox": page([confirmation, sms]) });
    await renderApp("/administration/outbox");

    expect(await screen.findByRole("cell", { name: "ines.garcia@example.fr" })).toBeInTheDocument();
    const row = screen.getByRole("cell", { name: "ines.garcia@example.fr" }).closest("tr") as HTMLElement;
    expect(within(row).getByText("E-mail")).toBeInTheDocument();
    expect(within(row).getByText("Activez votre compte Ondine")).toBeInTheDocument();
    expect(within(row).getByText("En attente")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /password\/create/ })).not.toBeInTheDocument();

    const events = userEvent.setup();
    const toggle = within(row).getByRole("button", { name: "Afficher le message « Activez votre compte Ondine »" });
    await events.click(toggle);

    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const link = screen.getByRole("link", { name: "http://localhost/account/password/create/abc123" });
    // The sentence's full stop is not part of the address.
    expect(link).toHaveAttribute("href", "http://localhost/account/password/create/abc123");
    expect(link).toHaveAttribute("target", "_blank");

    await events.click(within(row).getByRole("button", { name: "Masquer le message « Activez votre compte Ondine »" }));
    expect(screen.queryByRole("link", { name: /password\/create/ })).not.toBeInTheDocument();
  });

  it("shows why a message failed", async () => {
    signInAs(testAdmin(), { "GET /admin/outbox": page([sms]) });
    await renderApp("/administration/outbox");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Afficher le message « +33612345678 »" }));
    expect(screen.getByText("Dernière erreur (3 tentatives) : provider refused")).toBeInTheDocument();
    expect(screen.getByText("Échec")).toBeInTheDocument();
  });

  it("pages through the messages", async () => {
    const api = signInAs(testAdmin(), {
      "GET /admin/outbox": (call) =>
        call.query.get("page") === "2"
          ? { status: 200, body: { messages: [sms], current_page: 2, total_pages: 2 } }
          : page([confirmation], 2),
    });
    await renderApp("/administration/outbox");
    await screen.findByRole("cell", { name: "ines.garcia@example.fr" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Page suivante" }));
    expect(await screen.findByRole("cell", { name: "+33612345678" })).toBeInTheDocument();
    expect(api.callsTo("GET /admin/outbox").at(-1)?.query.get("page")).toBe("2");
  });

  it("says when there is nothing, or when the list cannot be read", async () => {
    signInAs(testAdmin(), { "GET /admin/outbox": page([]) });
    const { unmount } = await renderApp("/administration/outbox");
    expect(await screen.findByText("Aucun message.")).toBeInTheDocument();
    unmount();

    signInAs(testAdmin(), { "GET /admin/outbox": { status: 403, body: errorBody("NOT_ALLOWED") } });
    await renderApp("/administration/outbox");
    expect(await screen.findByText("Les messages n'ont pas pu être chargés.")).toBeInTheDocument();
  });

  it("is for admins only", async () => {
    signInAs(testUser({ granted: ["accounts_create"] }));
    const { router } = await renderApp("/administration/outbox");
    await expect.poll(() => router.state.location.pathname).toBe("/");
  });
});
