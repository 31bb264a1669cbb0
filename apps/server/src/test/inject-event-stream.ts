import type { FastifyInstance, InjectOptions } from "fastify";

export type FirstBlockAnswer = { statusCode: number; headers: Record<string, unknown>; body: string };

/**
 * `app.inject` for a call that may answer a never-ending event stream (the
 * live map): its status and headers, and its body up to the stream's first
 * block, or the whole body of any other answer (a 404's JSON). The stream
 * itself stays open until `app.close()` ends it.
 */
export async function injectUntilFirstBlock(app: FastifyInstance, options: InjectOptions): Promise<FirstBlockAnswer> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const isStream = String(response.headers["content-type"]).startsWith("text/event-stream");
  let body = "";
  const payload = response.stream();
  for await (const chunk of payload) {
    body += String(chunk);
    if (isStream && body.includes("\n\n")) break;
  }
  payload.destroy();
  return { statusCode: response.statusCode, headers: response.headers, body };
}
