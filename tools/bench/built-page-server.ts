import { readFile } from "node:fs/promises";
import { createServer, type ServerResponse } from "node:http";
import { extname, join } from "node:path";

const contentTypes: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
};

export interface BuiltPageServer {
  /** `http://127.0.0.1:PORT`, the port the system chose. */
  baseUrl: string;
  close(): void;
}

/**
 * Serves a bench page Vite built into `outDir` on 127.0.0.1 (`/` is its
 * index.html); `answer` may answer a path itself first (a plan the page
 * loads under the API's address) and says so by returning true.
 */
export async function serveBuiltPage(
  outDir: string,
  answer: (path: string, response: ServerResponse) => boolean = () => false,
): Promise<BuiltPageServer> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://bench").pathname;
    if (answer(path, response)) return;
    const file = join(outDir, path === "/" ? "index.html" : path);
    try {
      const body = await readFile(file);
      response.writeHead(200, { "content-type": contentTypes[extname(file)] ?? "application/octet-stream" });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  return {
    baseUrl: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    close: () => server.close(),
  };
}
