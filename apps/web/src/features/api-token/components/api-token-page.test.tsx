import { apiTokenExpiryDayBounds, type CalendarDay, formatCalendarDay } from "@ondine/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { errorBody } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";

/** A day as the calendar's buttons name it: "27 novembre 2026". */
const inFrench = (day: CalendarDay) =>
  new Intl.DateTimeFormat("fr", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(day.year, day.month - 1, day.day),
  );

const apiUser = testUser({ granted: ["api", "supervision"] });
const made = (body: object = {}) => ({
  status: 200,
  body: { api_token: "tok_9f2c41", read_only: false, expires_at: null, ...body },
});

// The whole console renders: slower than a unit test on a busy machine.
describe("API token page", { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("explains the GraphQL API with a request to copy, and offers its schema", async () => {
    signInAs(apiUser);
    await renderApp("/administration/api");
    expect(await screen.findByRole("heading", { level: 1, name: "Jeton d'API" })).toBeInTheDocument();
    const example = screen.getByLabelText("Exemple de requête");
    expect(example).toHaveTextContent(`curl -X POST ${window.location.origin}/api/graphql`);
    expect(example).toHaveTextContent("-H 'X-API-TOKEN: votre-jeton'");
    expect(example).toHaveTextContent(`-d '{"query":"{ me { email } }"}'`);
    const schema = screen.getByRole("link", { name: "Télécharger le schéma GraphQL (SDL)" });
    expect(schema).toHaveAttribute("href", "/api/graphql/schema.graphql");
    expect(schema).toHaveAttribute("download");
    expect(screen.queryByText("Vous avez déjà un jeton")).not.toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Votre jeton actuel" })).not.toBeInTheDocument();
  });

  it("shows a new token once, with the example to run, keeps the button disabled while it is held, and lets it go on close", async () => {
    const api = signInAs(apiUser, { "POST /generate_api_token": made() });
    await renderApp("/administration/api");
    const events = userEvent.setup();

    await events.click(await screen.findByRole("button", { name: "Générer un jeton" }));

    const modal = await screen.findByRole("dialog", { name: "Votre nouveau jeton d'API" });
    expect(within(modal).getByLabelText("Jeton d'API")).toHaveTextContent("tok_9f2c41");
    expect(within(modal).getByRole("button", { name: "Copier" })).toBeInTheDocument();
    // The page's example with the real token, to copy and run as printed.
    const example = within(modal).getByLabelText("Exemple de requête avec votre jeton");
    expect(example).toHaveTextContent(`curl -X POST ${window.location.origin}/api/graphql`);
    expect(example).toHaveTextContent("-H 'X-API-TOKEN: tok_9f2c41'");
    expect(within(modal).getByRole("button", { name: "Copier la requête" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Générer un nouveau jeton", hidden: true })).toBeDisabled();
    // SPEC's plain call: a full-power token that never expires.
    expect(api.callsTo("POST /generate_api_token").map((call) => call.body)).toEqual([
      { read_only: false, expires_at: null },
    ]);

    await events.click(within(modal).getByRole("button", { name: "Fermer" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByText("tok_9f2c41")).not.toBeInTheDocument();
    // Held no more: a new one may be made, with the warning that it replaces this one.
    expect(screen.getByRole("button", { name: "Générer un nouveau jeton" })).toBeEnabled();
    expect(screen.getByText(/En générer un nouveau invalide l'ancien/)).toBeInTheDocument();
  });

  it("makes a read-only token that expires on a day picked in a French calendar, from tomorrow to a year ahead", async () => {
    const api = signInAs(apiUser, { "POST /generate_api_token": made({ read_only: true }) });
    await renderApp("/administration/api");
    const events = userEvent.setup();
    const { earliest } = apiTokenExpiryDayBounds(new Date());

    const readOnly = await screen.findByRole("switch", { name: /^Lecture seule/ });
    expect(readOnly).not.toBeChecked();
    await events.click(readOnly);
    expect(readOnly).toBeChecked();

    const expiry = screen.getByRole("button", { name: /Date d'expiration \(facultative\)/ });
    expect(expiry).toHaveAccessibleDescription(/jusqu'à la fin de ce jour, heure de Paris/);
    await events.click(expiry);
    const today = new Date();
    const todayButton = await screen.findByRole("button", {
      name: inFrench({ year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() }),
    });
    // Today cannot be picked: the earliest expiry is tomorrow.
    expect(todayButton).toBeDisabled();
    await events.click(screen.getByRole("button", { name: inFrench(earliest) }));
    expect(expiry).toHaveTextContent(inFrench(earliest));

    await events.click(screen.getByRole("button", { name: "Générer un jeton" }));
    await screen.findByRole("dialog", { name: "Votre nouveau jeton d'API" });
    expect(api.callsTo("POST /generate_api_token").map((call) => call.body)).toEqual([
      { read_only: true, expires_at: formatCalendarDay(earliest) },
    ]);
  });

  it("checks the day with the route's schema when sent: a page left open past the day refuses it", async () => {
    const api = signInAs(apiUser, { "POST /generate_api_token": made() });
    await renderApp("/administration/api");
    const events = userEvent.setup();
    const { earliest } = apiTokenExpiryDayBounds(new Date());
    await events.click(await screen.findByRole("button", { name: /Date d'expiration/ }));
    await events.click(await screen.findByRole("button", { name: inFrench(earliest) }));

    // Two days later, the day picked is in the past.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 2 * 86_400_000);
      await events.click(screen.getByRole("button", { name: "Générer un jeton" }));
      const range = /^Choisissez une date entre le \d{1,2} \S+ \d{4} et le \d{1,2} \S+ \d{4}\.$/;
      expect(await screen.findByText(range)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: /Date d'expiration/ })).toHaveAttribute("aria-invalid", "true");
    } finally {
      vi.useRealTimers();
    }
    expect(api.callsTo("POST /generate_api_token")).toEqual([]);
  });

  it("tells the current token's dates and access, and warns that regenerating stops it", async () => {
    signInAs({
      ...apiUser,
      has_api_token: true,
      api_token: {
        created_at: "2026-03-02T12:00:00.000Z",
        last_used_at: "2026-11-22T12:00:00.000Z",
        expires_at: null,
        read_only: false,
      },
    });
    await renderApp("/administration/api");
    const details = await screen.findByRole("table", { name: "Votre jeton actuel" });
    expect(within(details).getByRole("row", { name: /^Créé le 2 mars 2026/ })).toBeInTheDocument();
    expect(within(details).getByRole("row", { name: /^Dernière utilisation 22 nov\. 2026/ })).toBeInTheDocument();
    expect(within(details).getByRole("row", { name: "Expiration N'expire jamais" })).toBeInTheDocument();
    expect(within(details).getByRole("row", { name: "Accès Accès complet" })).toBeInTheDocument();
    expect(screen.getByText("Vous avez déjà un jeton")).toBeInTheDocument();
    expect(
      screen.getByText(
        "En générer un nouveau invalide l'ancien : les outils qui l'utilisent cesseront de fonctionner.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Générer un nouveau jeton" })).toBeEnabled();
  });

  it("says when a read-only token was never used and has expired", async () => {
    signInAs({
      ...apiUser,
      has_api_token: true,
      api_token: {
        created_at: "2025-01-10T12:00:00.000Z",
        last_used_at: null,
        expires_at: "2025-02-10T22:59:59.999Z",
        read_only: true,
      },
    });
    await renderApp("/administration/api");
    const details = await screen.findByRole("table", { name: "Votre jeton actuel" });
    expect(within(details).getByRole("row", { name: "Dernière utilisation Jamais utilisé" })).toBeInTheDocument();
    expect(within(details).getByRole("row", { name: /^Expiration Expiré le 1[01] févr\. 2025/ })).toBeInTheDocument();
    expect(within(details).getByRole("row", { name: "Accès Lecture seule" })).toBeInTheDocument();
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
