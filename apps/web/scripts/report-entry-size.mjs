// After `vite build`: the gzip size of the JavaScript a browser loads before
// the sign-in page is usable (the entry chunk, the sign-in route's lazy chunk,
// the lazy parts the sign-in card renders at once, the French catalogue if it
// is split, and everything they import statically). `npm run bench:sign-in-bytes`
// checks this list against what Chromium fetches.
// Fails the build above the budget, so a heavy import on that path is caught
// when it lands rather than when users feel it.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

// 200 KiB until the hardening review (the public e-mail confirmation route), 201 until issue
// 12 (Tabler's shared icon component under the language menu's globe, 0.5 KiB),
// 202 until the screens review (the theme's readable colours and focus ring, named close
// buttons, the language kept on the account: 1.1 KiB); the speed work takes the path
// to 180 KiB (docs/performance.md); 183 since the account-security work (the sign-in's second
// step with recovery codes, the legal links under the card, the address refusal, the menu's
// link kinds and three more lazy screens in the entry's preload lists: 2.3 KiB); 170 since
// the sign-in page's modules are one chunk (vite.config.ts, docs/performance.md "Fewer files
// a page": 166.9 KiB, one file where there were 31).
const budgetKiB = 170;
const webRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const distDir = join(webRoot, "dist");
const manifest = JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8"));

/**
 * Manifest keys the sign-in path starts from: the HTML entry, the sign-in
 * group (vite.config.ts: the sign-in screen and the provider button its card
 * renders at once, in one chunk), the French catalogue.
 */
const signInGroup = "sign-in";
const startKeys = [
  Object.keys(manifest).find((key) => manifest[key].isEntry),
  Object.keys(manifest).find((key) => manifest[key].name === signInGroup),
  "src/i18n/locales/public/fr.json",
];
if (!startKeys[0]) fail("the manifest names no entry chunk");
if (!startKeys[1])
  fail(`the manifest has no chunk named ${signInGroup}: was the group renamed? Update the sign-in path's start.`);

const loadedKeys = new Set();
const visit = (key) => {
  if (loadedKeys.has(key) || !manifest[key]) return;
  loadedKeys.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
for (const key of startKeys) visit(key);

const sizeOf = (file) => {
  const content = readFileSync(join(distDir, file));
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
};
const kib = (bytes) => (bytes / 1024).toFixed(1);

// `--json`: the files counted, for tools/bench/sign-in (which sets them beside a real load).
if (process.argv.includes("--json")) {
  const files = [...loadedKeys].map((key) => manifest[key].file).filter((file) => file.endsWith(".js"));
  console.log(JSON.stringify({ files }));
  process.exit(0);
}

// Chunks are named by their hash alone (vite.config.ts): the manifest's name says what each holds.
const rows = [...loadedKeys]
  .filter((key) => manifest[key].file.endsWith(".js"))
  .map((key) => ({ file: `${manifest[key].file} (${manifest[key].name ?? key})`, ...sizeOf(manifest[key].file) }))
  .sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });

const width = Math.max(...rows.map((row) => row.file.length), "total".length);
const line = (file, raw, gzip) => `  ${file.padEnd(width)}  ${raw.padStart(9)}  ${gzip.padStart(9)}`;
console.log("\nJavaScript loaded before the sign-in page is usable:");
console.log(line("file", "raw KiB", "gzip KiB"));
for (const row of rows) console.log(line(row.file, kib(row.raw), kib(row.gzip)));
console.log(line("total", kib(total.raw), kib(total.gzip)));

const allJs = listFiles(join(distDir, "assets"))
  .filter((file) => file.endsWith(".js"))
  .map((file) => sizeOf(relative(distDir, file)));
const allRaw = allJs.reduce((sum, size) => sum + size.raw, 0);
const allGzip = allJs.reduce((sum, size) => sum + size.gzip, 0);
console.log(
  `\nAll JavaScript (${allJs.length} files, for information): ${kib(allRaw)} KiB raw, ${kib(allGzip)} KiB gzip`,
);

if (total.gzip > budgetKiB * 1024) {
  fail(`the sign-in path weighs ${kib(total.gzip)} KiB gzip, over the ${budgetKiB} KiB budget`);
}
console.log(`Within the ${budgetKiB} KiB gzip budget.\n`);

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function fail(message) {
  console.error(`report-entry-size: ${message}`);
  process.exit(1);
}
