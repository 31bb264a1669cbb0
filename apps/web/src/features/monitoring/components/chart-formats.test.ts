import { afterEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { hoverCardHtml, hoverDate, timeAxisLabelFormat } from "./chart-formats";

describe("chart formats", () => {
  afterEach(async () => {
    await applyLanguage("fr");
  });

  it("labels the time axis by hours, days or months as the window grows", async () => {
    await applyLanguage("en");
    const at = new Date("2026-11-22T14:05:00Z");
    const window = (days: number) => ({ startAt: new Date(at.getTime() - days * 86_400_000), stopAt: at });
    expect(timeAxisLabelFormat(window(1))(at.getTime())).toMatch(/\d{2}:05/);
    expect(timeAxisLabelFormat(window(31))(at.getTime())).toBe("Nov 22");
    expect(timeAxisLabelFormat(window(365))(at.getTime())).toBe("Nov 2026");
  });

  it("writes the hover date in the interface language", async () => {
    await applyLanguage("fr");
    expect(hoverDate(Date.UTC(2026, 10, 22, 12))).toMatch(/^22 nov\. 2026/);
  });

  it("escapes what the hover card shows", () => {
    const html = hoverCardHtml("22 nov.", [{ name: "<b>Reçu</b>", colour: "#0f7690", value: "1.2 Mb/s" }]);
    expect(html).toContain("&lt;b&gt;Reçu&lt;/b&gt;");
    expect(html).toContain("<strong>1.2 Mb/s</strong>");
    expect(html).not.toContain("<b>");
  });
});
