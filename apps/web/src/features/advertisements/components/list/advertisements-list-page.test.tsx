import type { Advertisement, AdvertisementListAnswer } from "@ondine/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../../../../i18n/change-language";
import { advertisementFixture } from "../../../../testing/advertisement-fixtures";
import { errorBody } from "../../../../testing/mock-api";
import { onAPhone } from "../../../../testing/on-a-phone";
import { renderApp } from "../../../../testing/render-app";
import { signInAs, testUser } from "../../../../testing/users";

const announcer = () => testUser({ granted: ["portal_advertisement"] });

const breakfast = advertisementFixture({
  id: 1,
  internal_title: "Horaires du petit-déjeuner",
  locations: [
    { location_id: 7, location_type: "Organism", name: "Hôtels Lumière" },
    { location_id: 12, location_type: "Site", name: "Hôtel du Port" },
    { location_id: 13, location_type: "Site", name: "Hôtel de la Gare" },
    { location_id: 14, location_type: "Site", name: "Hôtel des Dunes" },
  ],
});
const works = advertisementFixture({
  id: 2,
  internal_title: "Travaux piscine",
  starts_at: "2026-12-01",
  ends_at: "2026-12-10",
  state: "coming",
  public_title: { de: "Bauarbeiten" },
  content: { de: "Das Schwimmbad ist geschlossen." },
  signature: { de: "Die Direktion" },
  fallback_language: "de",
  user: null,
});
const concert = advertisementFixture({
  id: 3,
  internal_title: "Concert de jazz",
  starts_at: "2026-10-01",
  ends_at: "2026-10-02",
  state: "passed",
});

const listAnswer = (advertisements: Advertisement[], currentPage = 1, totalPages = 1) => ({
  status: 200,
  body: {
    advertisements,
    current_page: currentPage,
    total_pages: totalPages,
    total_count: advertisements.length,
  } satisfies AdvertisementListAnswer,
});

const rowOf = (title: string) => screen.getByRole("cell", { name: title }).closest("tr") as HTMLElement;

// The whole console renders: slower than a unit test on a busy machine.
describe("portal announcements list", { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("lists the announcements: period in the interface language, state, locations, languages filled, author", async () => {
    const api = signInAs(announcer(), { "GET /portal_annoucements": listAnswer([works, breakfast, concert]) });
    await renderApp("/portal_advertisement/list");

    expect(await screen.findByRole("cell", { name: "Horaires du petit-déjeuner" })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Titre interne" })).toBeInTheDocument();
    const row = rowOf("Horaires du petit-déjeuner");
    expect(within(row).getByText("Du 20 nov. 2026 au 30 nov. 2026")).toBeInTheDocument();
    expect(within(row).getByText("En cours")).toBeInTheDocument();
    expect(within(row).getByText("Hôtels Lumière, Hôtel du Port")).toBeInTheDocument();
    const more = within(row).getByRole("button", { name: "Autres lieux : Hôtel de la Gare, Hôtel des Dunes" });
    expect(more).toHaveTextContent("+2");
    await userEvent.setup().click(more);
    expect(await screen.findByRole("dialog")).toHaveTextContent("Hôtel de la GareHôtel des Dunes");
    expect(within(row).getByText("Français")).toBeInTheDocument();
    expect(within(row).getByText("Anglais")).toBeInTheDocument();
    expect(within(row).getByText("Claire Martin")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "Modifier « Horaires du petit-déjeuner »" })).toHaveAttribute(
      "href",
      "/portal_advertisement/edit/1",
    );

    expect(within(rowOf("Travaux piscine")).getByText("À venir")).toBeInTheDocument();
    expect(within(rowOf("Travaux piscine")).getByText("Allemand")).toBeInTheDocument();
    expect(within(rowOf("Travaux piscine")).getByText("Compte supprimé")).toBeInTheDocument();
    expect(within(rowOf("Concert de jazz")).getByText("Passée")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Créer une annonce" })).toHaveAttribute(
      "href",
      "/portal_advertisement/create",
    );

    const call = api.callsTo("GET /portal_annoucements")[0];
    expect(call?.query.get("per_page")).toBe("20");
    expect(call?.query.get("page")).toBe("1");
  });

  it("keeps the page in the address and asks the server for it", async () => {
    const api = signInAs(announcer(), {
      "GET /portal_annoucements": (call) => {
        const page = Number(call.query.get("page"));
        return listAnswer([advertisementFixture({ id: 100 + page, internal_title: `Annonce page ${page}` })], page, 14);
      },
    });
    const { router } = await renderApp("/portal_advertisement/list?page=7");

    expect(await screen.findByRole("cell", { name: "Annonce page 7" })).toBeInTheDocument();
    // Two pages at each end, five around the current one, the rest folded.
    const shown = [1, 2, 5, 6, 7, 8, 9, 13, 14];
    for (const page of Array.from({ length: 14 }, (_, index) => index + 1)) {
      const button = screen.queryByRole("button", { name: `Page ${page}` });
      if (shown.includes(page)) expect(button).toBeInTheDocument();
      else expect(button).not.toBeInTheDocument();
    }
    expect(screen.getByRole("button", { name: "Page 7" })).toHaveAttribute("aria-current", "page");

    await userEvent.setup().click(screen.getByRole("button", { name: "Page suivante" }));
    expect(await screen.findByRole("cell", { name: "Annonce page 8" })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page: 8 });
    expect(api.callsTo("GET /portal_annoucements").at(-1)?.query.get("page")).toBe("8");
  });

  it("says when there is none, and when the list cannot be read, with a way to try again", async () => {
    signInAs(announcer(), { "GET /portal_annoucements": listAnswer([]) });
    const { unmount } = await renderApp("/portal_advertisement/list");
    expect(await screen.findByText("Aucune annonce.")).toBeInTheDocument();
    unmount();

    const api = signInAs(announcer(), {
      "GET /portal_annoucements": { status: 500, body: errorBody("INTERNAL_ERROR") },
    });
    await renderApp("/portal_advertisement/list");
    // A 5xx is tried three times, 1 s then 2 s apart (api/query-client.ts), before the list says so.
    expect(
      await screen.findByText("Les annonces n'ont pas pu être chargées.", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    api.answer("GET /portal_annoucements", listAnswer([breakfast]));
    await userEvent.setup().click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("cell", { name: "Horaires du petit-déjeuner" })).toBeInTheDocument();
  });

  it("deletes after a confirmation, then reads the list again", async () => {
    let listed = [breakfast, works];
    const api = signInAs(announcer(), {
      "GET /portal_annoucements": () => listAnswer(listed),
      "DELETE /portal_annoucements/2": () => {
        listed = [breakfast];
        return { status: 204 };
      },
    });
    await renderApp("/portal_advertisement/list");
    const events = userEvent.setup();
    await events.click(
      within(await waitFor(() => rowOf("Travaux piscine"))).getByRole("button", {
        name: "Supprimer « Travaux piscine »",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Supprimer l'annonce" });
    expect(within(dialog).getByText(/« Travaux piscine » ne sera plus affichée/)).toBeInTheDocument();
    expect(api.callsTo("DELETE /portal_annoucements/2")).toEqual([]);

    await events.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Travaux piscine" })).not.toBeInTheDocument());
    expect(api.callsTo("DELETE /portal_annoucements/2")).toHaveLength(1);
    expect(await screen.findByText("Annonce « Travaux piscine » supprimée.")).toBeInTheDocument();
  });

  it("tells in a toast when a deletion fails, the announcement still listed", async () => {
    signInAs(announcer(), {
      "GET /portal_annoucements": listAnswer([breakfast]),
      "DELETE /portal_annoucements/1": { status: 404, body: errorBody("NOT_FOUND") },
    });
    await renderApp("/portal_advertisement/list");
    const events = userEvent.setup();
    await events.click(await screen.findByRole("button", { name: "Supprimer « Horaires du petit-déjeuner »" }));
    await events.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Supprimer" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(/^La suppression a échoué/);
    expect(screen.getByRole("cell", { name: "Horaires du petit-déjeuner" })).toBeInTheDocument();
  });

  it("shows the save toast once after a save, then drops the flag from the address", async () => {
    signInAs(announcer(), { "GET /portal_annoucements": listAnswer([breakfast]) });
    const { router } = await renderApp("/portal_advertisement/list?saved=1");

    expect(await screen.findByText("Annonce enregistrée.")).toBeInTheDocument();
    expect(screen.getByText("Annonce enregistrée.").closest("[role=status]")).not.toBeNull();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  describe("on a phone", () => {
    afterEach(() => vi.restoreAllMocks());

    it("shows a card an announcement, each value under its name, nothing to scroll sideways", async () => {
      onAPhone();
      signInAs(announcer(), { "GET /portal_annoucements": listAnswer([breakfast, works]) });
      await renderApp("/portal_advertisement/list");

      const card = (await screen.findByRole("heading", { name: "Horaires du petit-déjeuner" })).closest(
        "li",
      ) as HTMLElement;
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
      expect(within(card.parentElement as HTMLElement).getAllByRole("listitem")).toHaveLength(2);
      expect(within(card).getByText("Période")).toBeInTheDocument();
      expect(within(card).getByText("Du 20 nov. 2026 au 30 nov. 2026")).toBeInTheDocument();
      expect(within(card).getByText("En cours")).toBeInTheDocument();
      expect(within(card).getByRole("link", { name: "Modifier « Horaires du petit-déjeuner »" })).toBeInTheDocument();
      expect(
        within(card).getByRole("button", { name: "Supprimer « Horaires du petit-déjeuner »" }),
      ).toBeInTheDocument();
    });
  });

  it("is for the accounts holding the portal announcements role", async () => {
    signInAs(testUser({ granted: ["accounts_create"] }));
    const { router } = await renderApp("/portal_advertisement/list");
    await expect.poll(() => router.state.location.pathname).toBe("/");
  });
});
