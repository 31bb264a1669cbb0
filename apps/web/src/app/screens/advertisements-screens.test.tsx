import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../i18n/change-language";
import { advertisementFixture } from "../../testing/advertisement-fixtures";
import { errorBody, type MockAnswer } from "../../testing/mock-api";
import { renderApp } from "../../testing/render-app";
import { signInAs, testUser } from "../../testing/users";

const announcer = () => testUser({ granted: ["portal_advertisement"] });

const edited = advertisementFixture({
  id: 7,
  internal_title: "Horaires du petit-déjeuner",
  public_title: { fr: "Petit-déjeuner" },
  content: { fr: "Servi de 7 h à 10 h." },
  signature: { fr: "La direction" },
});

/** Three pages in the server's order; the edited announcement first on page 2. */
const listPages: MockAnswer = (call) => {
  const page = Number(call.query.get("page"));
  const onPage = (starts_at: string, id: number) => ({ ...edited, id, internal_title: `Annonce ${id}`, starts_at });
  const advertisements =
    page === 1
      ? [onPage("2026-12-20", 30), onPage("2026-12-01", 20)]
      : page === 2
        ? [edited, onPage("2026-11-10", 5)]
        : [onPage("2026-10-01", 2), onPage("2026-09-01", 1)];
  return { status: 200, body: { advertisements, current_page: page, total_pages: 3, total_count: 6 } };
};

// The whole console renders: slower than a unit test on a busy machine.
describe("portal announcement screens", { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("after a save, goes back to the list page holding the announcement, with the toast", async () => {
    const api = signInAs(announcer(), {
      // The server's own shape (docs/api.md): the record inside `advertisement`.
      "GET /portal_annoucements/7": { status: 200, body: { advertisement: edited } },
      "PUT /portal_annoucements/7": { status: 200, body: { advertisement: edited } },
      "GET /portal_annoucements": listPages,
    });
    const { router } = await renderApp("/portal_advertisement/edit/7");

    // The form opens with the announcement read, not "Erreur du serveur".
    expect(await screen.findByRole("textbox", { name: /^Titre interne/ })).toHaveValue("Horaires du petit-déjeuner");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Annonce enregistrée.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/portal_advertisement/list");
    expect(await screen.findByRole("cell", { name: "Horaires du petit-déjeuner" })).toBeInTheDocument();
    await expect.poll(() => router.state.location.search).toEqual({ page: 2 });
    expect(api.callsTo("PUT /portal_annoucements/7")).toHaveLength(1);
  });

  it("says when an announcement cannot be opened (another customer's answers 404), with the way back", async () => {
    signInAs(announcer(), {
      "GET /portal_annoucements/99": { status: 404, body: errorBody("NOT_FOUND") },
      "GET /portal_annoucements": listPages,
    });
    const { router } = await renderApp("/portal_advertisement/edit/99");

    expect(await screen.findByText("Cette annonce n'a pas pu être ouverte.")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("link", { name: "Retour aux annonces" }));
    await expect.poll(() => router.state.location.pathname).toBe("/portal_advertisement/list");
  });

  it("cancels a creation back to the list", async () => {
    signInAs(announcer(), { "GET /portal_annoucements": listPages });
    const { router } = await renderApp("/portal_advertisement/create");

    await userEvent.setup().click(await screen.findByRole("button", { name: "Annuler" }));
    await expect.poll(() => router.state.location.pathname).toBe("/portal_advertisement/list");
    expect(screen.queryByText("Annonce enregistrée.")).not.toBeInTheDocument();
  });
});
