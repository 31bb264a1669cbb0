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
});
