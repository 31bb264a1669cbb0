import { describe, expect, it } from "vitest";
import { applyLanguage } from "../i18n/change-language";
import { i18n } from "../i18n/i18n";
import { ApiError } from "./api-error";
import { apiErrorMessage } from "./api-error-message";

describe("apiErrorMessage", () => {
  it("translates an ApiError by its code, in the interface language", async () => {
    await applyLanguage("en");
    const error = new ApiError({ status: 403, code: "IP_NOT_ALLOWED", message: "raw server text" });
    expect(apiErrorMessage(error, i18n.t)).toBe("Access is not allowed from this IP address.");
  });

  it("reads anything else as an unknown error", async () => {
    await applyLanguage("fr");
    expect(apiErrorMessage(new Error("boom"), i18n.t)).toBe(
      "Une erreur inattendue est survenue. Vérifiez votre connexion et réessayez.",
    );
  });

  it.each([
    ["fr", 45, "Trop de tentatives. Réessayez dans 45 secondes."],
    ["en", 1, "Too many attempts. Try again in 1 second."],
    ["en", 900, "Too many attempts. Try again in 15 minutes."],
    ["de", 3600, "Zu viele Versuche. Versuchen Sie es in 60 Minuten erneut."],
    ["es", 61, "Demasiados intentos. Vuelva a intentarlo dentro de 2 minutos."],
  ] as const)("says in %s how long a rate limit asks to wait (%i s)", async (language, seconds, text) => {
    await applyLanguage(language);
    const error = new ApiError({
      status: 429,
      code: "TOO_MANY_REQUESTS",
      message: "raw",
      details: { retry_after: seconds },
    });
    // Intl puts a narrow no-break space between number and unit in French.
    expect(apiErrorMessage(error, i18n.t).replace(/\s/g, " ")).toBe(text);
  });

  it("keeps the general text for a 429 that does not say how long", async () => {
    await applyLanguage("en");
    const error = new ApiError({ status: 429, code: "TOO_MANY_REQUESTS", message: "raw" });
    expect(apiErrorMessage(error, i18n.t)).toBe("Too many requests at once. Try again in a moment.");
  });
});
