import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { type FixedAnswer, fixedAnswer } from "./revalidated-answer";

// The page's files are served by the app itself (no CDN: the console's CSP
// allows scripts from our origin only). Swagger UI's are read from its npm
// package, found through its name: the same code runs from src (tests) and
// from the bundles of apps/server/dist and tools/dist, which leave npm
// packages in node_modules.
const require = createRequire(import.meta.url);
const swaggerUiFolder = () => dirname(require.resolve("swagger-ui-dist/package.json"));

export const referencePagePath = "/api/docs";

// No inline script (script-src 'self'): Swagger UI starts from reference-page.js.
const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Ondine API reference</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="${referencePagePath}/swagger-ui.css" />
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <main id="reference"></main>
    <script src="${referencePagePath}/swagger-ui-bundle.js" defer></script>
    <script src="${referencePagePath}/reference-page.js" defer></script>
  </body>
</html>
`;

// validatorUrl null: Swagger UI would otherwise send the document to an
// outside validator for a badge. Calls made with "Try it out" carry the
// console's session cookie (same origin); those that change state echo the
// CSRF cookie in X-CSRF-Token, as the console's client does.
const startScript = `"use strict";
SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#reference",
  deepLinking: true,
  validatorUrl: null,
  requestInterceptor: (request) => {
    const csrf = document.cookie.split("; ").find((cookie) => cookie.startsWith("ondine_csrf="));
    if (csrf) request.headers["X-CSRF-Token"] = decodeURIComponent(csrf.slice("ondine_csrf=".length));
    return request;
  },
});
`;

const javascript = "text/javascript; charset=utf-8";

/** The files of the reference page besides itself, by the name its HTML asks for. */
const assetReaders = {
  "swagger-ui.css": () =>
    fixedAnswer(readFileSync(join(swaggerUiFolder(), "swagger-ui.css")), "text/css; charset=utf-8"),
  "swagger-ui-bundle.js": () => fixedAnswer(readFileSync(join(swaggerUiFolder(), "swagger-ui-bundle.js")), javascript),
  "reference-page.js": () => fixedAnswer(startScript, javascript),
} as const;

export type ReferencePageAsset = keyof typeof assetReaders;

export const referencePageAssets = Object.keys(assetReaders) as [ReferencePageAsset, ...ReferencePageAsset[]];

export const referencePageHtml = (): FixedAnswer => fixedAnswer(html, "text/html; charset=utf-8");

/** Each file read once, at its first request (most apps never serve the page). */
export function referencePageAssetReader(): (asset: ReferencePageAsset) => FixedAnswer {
  const read = new Map<ReferencePageAsset, FixedAnswer>();
  return (asset) => {
    let answer = read.get(asset);
    if (!answer) {
      answer = assetReaders[asset]();
      read.set(asset, answer);
    }
    return answer;
  };
}
