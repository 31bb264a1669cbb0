import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../i18n/change-language";
import { initialLanguage, languageStorageKey } from "../i18n/language-preference";
import { renderApp } from "../testing/render-app";
import { signInAs, testAdmin } from "../testing/users";

describe("interface language", () => {
  beforeEach(async () => {
    await applyLanguage("fr");
    signInAs(testAdmin());
  });

  it("starts in French", async () => {
    await renderApp("/statistics/reporting");
    expect(await screen.findByRole("heading", { level: 1, name: "Rapport annuel" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Langue" })).toHaveDisplayValue("Français");
    expect(document.documentElement.lang).toBe("fr");
  });

  it("switches the visible texts and remembers the choice", async () => {
    const user = userEvent.setup();
    await renderApp("/statistics/reporting");
    await screen.findByRole("heading", { level: 1, name: "Rapport annuel" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Langue" }), "English");

    expect(await screen.findByRole("heading", { level: 1, name: "Yearly report" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveDisplayValue("English");
    expect(document.documentElement.lang).toBe("en");
    expect(window.localStorage.getItem(languageStorageKey)).toBe("en");
  });

  it("starts in the remembered language", async () => {
    window.localStorage.setItem(languageStorageKey, "es");
    await renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Inicio" })).toBeInTheDocument();
  });

  it("lists French, English and Spanish but not German", async () => {
    await renderApp("/");
    const select = await screen.findByRole("combobox", { name: "Langue" });
    const names = within(select)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(names).toEqual(["Français", "English", "Español"]);
  });

  it("selects German from ?lang=de and shows it as the current value", async () => {
    const { router } = await renderApp("/statistics?lang=de");

    expect(await screen.findByRole("heading", { level: 1, name: "Statistiken" })).toBeInTheDocument();
    const select = screen.getByRole("combobox", { name: "Sprache" });
    expect(select).toHaveDisplayValue("Deutsch");
    expect(window.localStorage.getItem(languageStorageKey)).toBe("de");
    // Applied and remembered, the parameter leaves the address.
    await expect.poll(() => router.state.location.search).toEqual({});

    // Shown as the value, yet not offered in the list.
    expect(within(select).queryByRole("option", { name: "Deutsch" })).not.toBeInTheDocument();
    expect(within(select).getAllByRole("option")).toHaveLength(3);
  });

  it.each([
    ["nl", "Nederlands", "Taal", "Startpagina"],
    ["zh", "中文", "语言", "首页"],
  ])(
    "makes ?lang=%s a real choice: shown in the select, sent to the API, kept for the next visit",
    async (language, name, label, home) => {
      const api = signInAs(testAdmin());
      await renderApp(`/?lang=${language}`);

      expect(await screen.findByRole("heading", { level: 1, name: home })).toBeInTheDocument();
      expect(screen.getByRole("combobox", { name: label })).toHaveDisplayValue(name);
      expect(document.documentElement.lang).toBe(language);
      expect(window.localStorage.getItem(languageStorageKey)).toBe(language);
      await waitFor(() => expect(api.calls.at(-1)?.headers.get("accept-language")).toBe(language));
      expect(initialLanguage("")).toBe(language);
    },
  );

  it("keeps a top-menu choice on the signed-in account", async () => {
    const api = signInAs(testAdmin(), { "PATCH /users/language": { status: 204 } });
    const user = userEvent.setup();
    await renderApp("/statistics/reporting");
    await screen.findByRole("heading", { level: 1, name: "Rapport annuel" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Langue" }), "Español");

    await waitFor(() => expect(api.callsTo("PATCH /users/language")[0]?.body).toEqual({ language: "es" }));
  });

  it("offers every product language on the account page and keeps the choice on the account", {
    timeout: 30000,
  }, async () => {
    const api = signInAs(testAdmin(), { "PATCH /users/language": { status: 204 } });
    const user = userEvent.setup();
    await renderApp("/account");

    const choice = await screen.findByRole("combobox", { name: "Langue de la console" });
    const names = within(choice)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(names).toEqual(["Français", "English", "Español", "Deutsch", "Nederlands", "中文"]);
    await user.selectOptions(choice, "Nederlands");

    expect(await screen.findByRole("heading", { level: 1, name: "Mijn account" })).toBeInTheDocument();
    expect(api.callsTo("PATCH /users/language")[0]?.body).toEqual({ language: "nl" });
    expect(screen.getByRole("combobox", { name: "Taal" })).toHaveDisplayValue("Nederlands");
    expect(window.localStorage.getItem(languageStorageKey)).toBe("nl");
  });

  it("keeps a path outside the route table on its not-found page when ?lang is applied", async () => {
    const { router } = await renderApp("/no/such/page?lang=en#top");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    await expect.poll(() => router.state.location.href).toBe("/no/such/page#top");
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  });
});
