import { existsSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { AppError } from "../errors/app-error";
import { isApiPath } from "./api-path";

// Vite names every file under assets/ by its content hash: a changed file
// gets a new name, so browsers may keep these for a year without asking.
const hashedAssetsFolder = "assets";
const immutableCaching = "public, max-age=31536000, immutable";
// index.html and unhashed files (favicon...) must be revalidated, or a
// browser keeps an old index.html that names assets a new build removed.
const revalidate = "no-cache";
// The build writes a brotli and a gzip copy beside each text file
// (apps/web/scripts/precompress-assets.mjs): the answer depends on what the
// browser accepts, so caches must keep one per Accept-Encoding.
const varyOnEncoding = "Accept-Encoding";

const notBuiltMessage = "The console is not built: run npm run build";

function isHashedAsset(webDistDir: string, filePath: string): boolean {
  const inside = relative(webDistDir, filePath);
  return inside.startsWith(`${hashedAssetsFolder}${sep}`);
}

/**
 * Serves the built web console from `webDistDir` and answers what no route
 * matched: an unknown /api path is 404 NOT_FOUND; any other GET/HEAD is the
 * console's index.html, whose router shows the page or its error page.
 * Without a build, the API still works and console paths answer 503.
 */
export const webConsolePlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { webDistDir: string }) => {
    const { webDistDir } = options;
    const isBuilt = existsSync(join(webDistDir, "index.html"));
    if (isBuilt) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        cacheControl: false,
        // Sends file.br or file.gz when the browser accepts it and the build made
        // it, the file itself otherwise; index.html from the not-found handler too.
        preCompressed: true,
        setHeaders(response, filePath) {
          response.setHeader("cache-control", isHashedAsset(webDistDir, filePath) ? immutableCaching : revalidate);
          response.setHeader("vary", varyOnEncoding);
        },
      });
    } else {
      app.log.warn({ webDistDir }, `${notBuiltMessage}; the API is served, the console answers 503`);
    }

    app.setNotFoundHandler(async (request, reply) => {
      if (isApiPath(request.url)) {
        throw new AppError("NOT_FOUND", `No API call ${request.method} ${request.url.split("?")[0]}`);
      }
      if (request.method !== "GET" && request.method !== "HEAD") {
        throw new AppError("NOT_FOUND", `Nothing answers ${request.method} ${request.url.split("?")[0]}`);
      }
      if (!isBuilt) {
        return reply
          .code(503)
          .type("text/plain; charset=utf-8")
          .header("cache-control", "no-store")
          .send(notBuiltMessage);
      }
      // A missing hashed file is a stale page asking for an old build: the
      // HTML of index.html would only fail later as a script or a style.
      if (request.url.startsWith(`/${hashedAssetsFolder}/`)) {
        return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
      }
      return reply.code(200).sendFile("index.html");
    });
  },
  { name: "ondine-web-console" },
);
