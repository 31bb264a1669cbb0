import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { consoleForFile } from "./support/console-for-file";
import { pdfPageTexts } from "./support/pdf-text";
import { checkScreen } from "./support/screen-check";
import { smsTextsInOutbox } from "./support/sms-outbox";

/** docs/codes.md "Codes": 8 signs without I, L, O and U. */
const codePattern = /^[A-HJKMNP-TV-Z0-9]{8}$/;
/** docs/product.md#codes-printing: 9 coupons on each A4 page, up to 500 codes by correlation. */
const batchSize = 500;
const couponsPerPage = 9;

/** The part of POST /api/coupons's answer the journey reads. */
interface CreatedCoupons {
  correlation_id: string;
  coupons: { id: number; code: string }[];
}

/** The dashboard state a /codes/list link carries in its hash (`#?s=<base64url of JSON>`). */
function listStateOf(href: string): Record<string, unknown> {
  const blob = new URLSearchParams(new URL(href, "http://console.test").hash.replace(/^#\??/, "")).get("s") ?? "";
  return JSON.parse(Buffer.from(blob, "base64url").toString("utf8")) as Record<string, unknown>;
}

/** Submits the create form and returns the server's answer to the POST it sent. */
async function submitCreation(page: Page, buttonName: string): Promise<CreatedCoupons> {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/coupons" && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: buttonName, exact: true }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  return (await response.json()) as CreatedCoupons;
}

/** The codes the dashboard shows, read from the cards' accessible names. */
async function listedCodes(page: Page): Promise<string[]> {
  const names = await page
    .getByRole("button", { name: /^Open code / })
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label") ?? ""));
  return names.map((name) => name.replace(/^Open code /, ""));
}

const shared = consoleForFile();

describe("guest access codes as the hotel-chain manager (docs/product.md#codes-screens)", () => {
  let manager: Page;
  /** The admin reads the SMS outbox (README "Demo accounts"). */
  let admin: Page;
  let singleCode: string;
  /** The list of the 500-code batch, as its success page links to it. */
  let batchListHref: string;

  beforeAll(async () => {
    manager = await shared.signedInPage("hotels@ondine.example");
    admin = await shared.signedInPage("admin@ondine.example");
  });

  async function openCreateForm(): Promise<void> {
    await manager.goto("/codes/create");
    // The selected organism's offers: the first one is chosen (docs/product.md#codes-validation).
    await expect.poll(() => manager.getByRole("radio", { checked: true }).count()).toBe(1);
  }

  it("creates one code sent by SMS: the success page shows it with its links, and the SMS holds it", async () => {
    await openCreateForm();
    await checkScreen(manager, "Code creation");
    await manager.getByLabel(/^Description/).fill("Journey: one guest");
    await manager.getByLabel("Guest's phone number").fill("+33 6 12 34 56 78");
    await manager.getByRole("checkbox", { name: "Send the code by SMS" }).check();
    const created = await submitCreation(manager, "Create the code");
    expect(created.coupons).toHaveLength(1);
    const coupon = created.coupons[0] as CreatedCoupons["coupons"][number];

    await manager.getByRole("heading", { name: "Code created" }).waitFor();
    // The result takes the focus the form's button had.
    await expect.poll(() => manager.evaluate(() => document.activeElement?.textContent)).toBe("Code created");
    await checkScreen(manager, "Code created");
    singleCode = ((await manager.getByTestId("created-code").textContent()) ?? "").trim();
    expect(singleCode).toMatch(codePattern);
    expect(singleCode).toBe(coupon.code);
    // Links keep the selected location in their query (docs/product.md#codes-screens): the paths are compared.
    const printHref = (await manager.getByRole("link", { name: "Print the code" }).getAttribute("href")) ?? "";
    expect(new URL(printHref, shared.server.baseUrl).pathname).toBe(`/codes/print/id/${coupon.id}`);
    const listHref = (await manager.getByRole("link", { name: "See in the list" }).getAttribute("href")) ?? "";
    expect(new URL(listHref, shared.server.baseUrl).pathname).toBe("/codes/list");
    expect(listStateOf(listHref)).toEqual({ correlation: created.correlation_id });

    // Written with the code in one transaction (docs/codes.md "All or nothing"), held without SMS_URL.
    const texts = await smsTextsInOutbox(admin, "+33612345678");
    expect(texts.filter((text) => text.includes(singleCode))).toHaveLength(1);
  });

  it("creates 500 codes, then prints the batch by correlation on 56 A4 pages, its first code on page 1", {
    timeout: 240_000,
  }, async () => {
    await openCreateForm();
    await manager.getByLabel(/^Number of codes/).fill(String(batchSize));
    await manager.getByLabel(/^Description/).fill("Journey: seminar of 500");
    // docs/product.md#codes-validation: the phone and the SMS are for one code only.
    await expect.poll(() => manager.getByLabel("Guest's phone number").count()).toBe(0);
    const created = await submitCreation(manager, `Create ${batchSize} codes`);
    expect(created.coupons).toHaveLength(batchSize);
    // The print lists the batch in code order (docs/search.md "Print").
    const codesInPrintOrder = created.coupons.map((coupon) => coupon.code).sort();

    await manager.getByRole("heading", { name: `${batchSize} codes created` }).waitFor();
    await checkScreen(manager, "Codes created (batch)");
    batchListHref = (await manager.getByRole("link", { name: "See in the list" }).getAttribute("href")) ?? "";
    expect(listStateOf(batchListHref)).toEqual({ correlation: created.correlation_id });
    await manager.getByRole("link", { name: "Print the codes" }).click();
    await manager.waitForURL((url) => url.pathname === `/codes/print/correlation/${created.correlation_id}`);

    const ready = manager.getByTestId("print-ready");
    await ready.waitFor({ timeout: 60_000 });
    const sheetCount = Math.ceil(batchSize / couponsPerPage);
    expect(sheetCount).toBe(56);
    expect(await ready.getByTestId("print-sheet").count()).toBe(sheetCount);
    await manager.getByRole("heading", { name: `${batchSize} codes to print` }).waitFor();

    await manager.emulateMedia({ media: "print" });
    const pdf = await manager.pdf({ format: "A4" });
    await manager.emulateMedia({ media: "screen" });
    const pages = await pdfPageTexts(pdf);

    expect(pages).toHaveLength(sheetCount);
    const codesOn = (text: string) => codesInPrintOrder.filter((code) => text.includes(code));
    expect(codesOn(pages[0] ?? "")).toEqual(codesInPrintOrder.slice(0, couponsPerPage));
    expect(codesOn(pages[0] ?? "")[0]).toBe(codesInPrintOrder[0]);
    // Every sheet is laid out on paper, those off screen too: each code once, in order, 9 a page.
    expect(pages.flatMap(codesOn)).toEqual(codesInPrintOrder);
    expect(codesOn(pages.at(-1) ?? "")).toEqual(codesInPrintOrder.slice((sheetCount - 1) * couponsPerPage));
    // Print CSS: only the sheets, not the toolbar nor the console's frame (its skip link once printed on page 1).
    for (const frameText of ["codes to print", "Skip to content", "Ondine"]) expect(pages[0]).not.toContain(frameText);
  });

  it("disables a code of the batch from its detail panel, after confirming, and shows it disabled", async () => {
    await manager.goto(batchListHref);
    await expect.poll(() => manager.getByTestId("codes-count").textContent()).toBe(`${batchSize} codes`);
    await checkScreen(manager, "Codes list (one batch)");
    const card = manager.getByRole("button", { name: /^Open code / }).first();
    const code = ((await card.getAttribute("aria-label")) ?? "").replace(/^Open code /, "");
    expect(code).toMatch(codePattern);
    expect(await card.locator("[data-status]").getAttribute("data-status")).toBe("valid");
    await card.click();

    const panel = manager.getByRole("dialog", { name: "Access code" });
    await expect.poll(() => panel.getByTestId("panel-code").textContent()).toBe(code);
    expect(await panel.locator("[data-status]").textContent()).toBe("Valid");
    await checkScreen(manager, "Code panel");
    await panel.getByRole("button", { name: "Disable", exact: true }).click();

    const confirmation = manager.getByRole("dialog", { name: "Disable this code?" });
    await confirmation.getByText(`Code ${code} will stop working at once.`).waitFor();
    await checkScreen(manager, "Code panel: disable confirmation");
    await confirmation.getByRole("button", { name: "Disable", exact: true }).click();
    await confirmation.waitFor({ state: "hidden" });

    await expect.poll(() => panel.locator("[data-status]").textContent()).toBe("Disabled");
    await checkScreen(manager, "Code panel: disabled code");
    // docs/product.md#codes-states: one way; the disable action hides once disabled.
    expect(await panel.getByRole("button", { name: "Disable", exact: true }).count()).toBe(0);
    await manager.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });
    const listed = manager.getByRole("button", { name: `Open code ${code}`, exact: true });
    await expect.poll(() => listed.locator("[data-status]").getAttribute("data-status")).toBe("disabled");

    // A reload reads it from the server: still disabled.
    await manager.reload();
    await expect
      .poll(() =>
        manager
          .getByRole("button", { name: `Open code ${code}` })
          .locator("[data-status]")
          .textContent(),
      )
      .toBe("Disabled");
  });

  it("filters the list by a code's first letters and shows only the codes that start with them", async () => {
    await manager.goto("/codes/list");
    const count = manager.getByTestId("codes-count");
    await count.waitFor();
    await manager
      .getByRole("button", { name: /^Open code / })
      .first()
      .waitFor();
    await checkScreen(manager, "Codes list");
    const unfiltered = Number((await count.textContent())?.replace(/\D/g, ""));

    // The box also matches a description's words and a phone number's first digits: two characters ("12")
    // can be a room number in a description; four with a letter belong to codes alone.
    const prefix = /[A-Z]/.test(singleCode.slice(0, 4)) ? singleCode.slice(0, 4) : singleCode;
    await manager.getByRole("searchbox", { name: "Search" }).fill(prefix);
    await expect
      .poll(async () => {
        const codes = await listedCodes(manager);
        return codes.length > 0 && codes.every((code) => code.startsWith(prefix)) && codes.includes(singleCode);
      })
      .toBe(true);
    const matching = Number((await count.textContent())?.replace(/\D/g, ""));
    expect(matching).toBeLessThan(unfiltered);
    const shown = await listedCodes(manager);
    if (matching <= shown.length) expect(shown).toHaveLength(matching);
    expect(listStateOf(manager.url()).q).toBe(prefix);
  });
});
