import { chromium } from "playwright-core";
const base = "http://127.0.0.1:4517";
const out = "/work/shots/accounts";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const sizes = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } };
const errors = [];
async function pageFor(language, size) {
  const context = await browser.newContext({ baseURL: base, viewport: sizes[size] });
  await context.addInitScript((lang) => window.localStorage.setItem("ondine.language", lang), language);
  const page = await context.newPage();
  page.on("console", (m) => { if (m.type() === "error") errors.push(`${language}/${size}: ${m.text()}`); });
  return { context, page };
}
async function signIn(page, email) {
  await page.goto("/account/login");
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill("ondine-demo");
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === "/", { timeout: 30000 });
}
// 1. hotels@ changes their own address through the edit page (fr, desktop).
const { page: owner } = await pageFor("fr", "desktop");
await signIn(owner, "hotels@ondine.example");
const me = await (await owner.request.get("/api/users/me")).json();
await owner.goto(`/administration/accounts/${me.id}/edit`);
const email = owner.getByRole("textbox", { name: /^Adresse e-mail/ });
await email.fill("direction.hotels@ondine.example");
await owner.getByLabel(/^Mot de passe actuel/).fill("ondine-demo");
await owner.screenshot({ path: `${out}/edit-own-email-password-fr-1440.png`, fullPage: false });
await owner.getByRole("button", { name: "Enregistrer" }).click();
await owner.getByText("Compte enregistré").waitFor();
await owner.keyboard.press("Escape");
await owner.waitForTimeout(500);
await owner.screenshot({ path: `${out}/edit-pending-fr-1440.png` });
// 2. account page with the pending change, fr/en x desktop/mobile.
for (const language of ["fr", "en"]) {
  for (const size of ["desktop", "mobile"]) {
    const { page, context } = await pageFor(language, size);
    await signIn(page, "hotels@ondine.example");
    await page.goto("/account");
    await page.getByText(/direction\.hotels@ondine\.example/).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/account-pending-${language}-${sizes[size].width}.png`, fullPage: true });
    await context.close();
  }
}
// 3. the link, read from the outbox as the admin.
const { page: admin } = await pageFor("en", "desktop");
await signIn(admin, "admin@ondine.example");
const { messages } = await (await admin.request.get("/api/admin/outbox?page=1")).json();
const mail = messages.find((m) => m.recipient === "direction.hotels@ondine.example");
const link = new URL(mail.body_text.match(/https?:\/\/\S+\/account\/email\/confirm\/\S+/)[0]);
console.log("mail subject:", mail.subject);
// 4. confirmation page: success once (fr desktop), then the used link in each language and size.
{
  const { page, context } = await pageFor("fr", "desktop");
  await page.goto(link.pathname);
  await page.getByRole("status").filter({ hasText: "direction.hotels" }).waitFor();
  await page.screenshot({ path: `${out}/confirm-done-fr-1440.png` });
  await context.close();
}
for (const language of ["fr", "en"]) {
  for (const size of ["desktop", "mobile"]) {
    const { page, context } = await pageFor(language, size);
    await page.goto(link.pathname);
    await page.getByRole("alert").waitFor();
    await page.screenshot({ path: `${out}/confirm-expired-${language}-${sizes[size].width}.png` });
    await context.close();
  }
}
console.log("console errors:", errors.length ? errors : "none");
await browser.close();
