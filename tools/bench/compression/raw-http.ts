import { type IncomingHttpHeaders, request } from "node:http";
import { performance } from "node:perf_hooks";

/** An answer as it came over the wire: its bytes as sent (not unpacked), and the time to its last byte. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** From the request's start to the answer's last byte, in ms. */
  ms: number;
}

/**
 * One HTTP request through node:http, which (unlike fetch) neither asks for
 * nor unpacks any encoding: the bytes are those the server sent.
 */
export function rawRequest(
  url: string,
  options: { method: "GET" | "POST"; headers: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const outgoing = request(url, { method: options.method, headers: options.headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("error", reject);
      incoming.on("end", () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - startedAt,
        }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}
