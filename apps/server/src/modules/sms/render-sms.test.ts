import { describe, expect, it } from "vitest";
import { renderSms } from "./render-sms";

// 18:00 in Paris on 22 June 2026.
const endsAt = new Date("2026-06-22T16:00:00.000Z");

describe("the coupon code SMS", () => {
  it("says the code, its duration and its end in the guest's language", () => {
    const params = { code: "AB12CD34", duration: 172_800, endsAt };
    expect(renderSms("coupon_code", "fr", params)).toEqual({
      language: "fr",
      text: "Votre code d'accès Wi-Fi : AB12CD34. Il donne 2 jours d'accès dès la première connexion et s'utilise jusqu'au 22/06/2026 à 18:00.",
    });
    expect(renderSms("coupon_code", "en", params).text).toBe(
      "Your Wi-Fi access code: AB12CD34. It gives 2 days of access from the first connection and can be used until 22/06/2026 18:00.",
    );
    expect(renderSms("coupon_code", "es", params).text).toBe(
      "Su código de acceso wifi: AB12CD34. Da 2 días de acceso desde la primera conexión y puede usarse hasta el 22/06/2026 a las 18:00.",
    );
    expect(renderSms("coupon_code", "de", params).text).toBe(
      "Ihr WLAN-Zugangscode: AB12CD34. Er gilt ab der ersten Verbindung 2 Tage lang und kann bis zum 22.06.2026 um 18:00 Uhr verwendet werden.",
    );
  });

  it("writes durations as the print page does: hours under a day, whole weeks, else days", () => {
    const text = (language: string, duration: number) =>
      renderSms("coupon_code", language, { code: "X", duration, endsAt }).text;
    expect(text("en", 3_600)).toContain("gives 1 hour of access");
    expect(text("en", 5_400)).toContain("gives 1.5 hours of access");
    expect(text("fr", 5_400)).toContain("donne 1,5 heure d'accès");
    expect(text("fr", 129_600)).toContain("donne 1,5 jour d'accès");
    expect(text("fr", 1_209_600)).toContain("donne 2 semaines d'accès");
    expect(text("es", 604_800)).toContain("Da 1 semana de acceso");
    expect(text("de", 86_400)).toContain("1 Tag lang");
    expect(text("de", 7_200)).toContain("2 Stunden lang");
  });

  it("falls back to English for languages without a text", () => {
    for (const language of ["nl", "zh", "pt"]) {
      expect(renderSms("coupon_code", language, { code: "X", duration: 3_600, endsAt }).language).toBe("en");
    }
  });
});
