// After `vite build`: writes a brotli (`.br`, quality 11) and a gzip (`.gz`,
// level 9) copy beside every text file of dist/ worth compressing, once at
// build, so the server sends them as they are (@fastify/static's
// `preCompressed`, apps/server/src/plugins/web-console.ts) and never spends CPU
// compressing a static file per request. docs/performance.md "Compressed assets".
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const compressibleExtensions = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".webmanifest", ".txt"]);
// Below a kilobyte the headers outweigh what compression saves.
const minimumBytes = 1024;

const distDir = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");

let files = 0;
let rawBytes = 0;
let brotliBytes = 0;
for (const file of listFiles(distDir)) {
  if (!compressibleExtensions.has(extname(file))) continue;
  const content = readFileSync(file);
  if (content.length < minimumBytes) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = gzipSync(content, { level: 9 });
  // A copy no smaller than the file (already compressed content) is not worth a lookup.
  if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
  files += 1;
  rawBytes += content.length;
  brotliBytes += Math.min(brotli.length, content.length);
}
const kib = (bytes) => (bytes / 1024).toFixed(1);
console.log(
  `Precompressed ${files} files of ${relative(process.cwd(), distDir)}: ${kib(rawBytes)} KiB, ${kib(brotliBytes)} KiB as brotli`,
);

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // dist/.vite holds the build's manifest, which is not served.
    if (entry.isDirectory()) return entry.name.startsWith(".") ? [] : listFiles(path);
    return statSync(path).isFile() ? [path] : [];
  });
}
