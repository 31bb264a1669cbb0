import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase } from "../../test/test-database";

const fifteenMegabytes = 15 * 1_048_576;

/**
 * Sends the headers of a 15 MB JSON body and waits for the answer before
 * writing a byte of it: only a server that answers without reading the
 * body answers at all. How long the answer takes is not measured (a loaded
 * machine would make that flaky); the 3-second socket limit only ends a
 * test whose server waits for the body forever.
 */
function answerBeforeAnyBody(port: number, path: string, authorization?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest({
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": String(fifteenMegabytes),
        ...(authorization ? { authorization } : {}),
      },
    });
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    request.on("error", reject);
    request.setTimeout(3_000, () => {
      request.destroy();
      reject(new Error(`${path}: no answer within 3 s while the body was held back: the server waits for it`));
    });
    request.flushHeaders();
  });
}

describe("the ingest's token check (docs/ingest.md)", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let port: number;
  // Tests share one listening app on an empty database: every request is refused before its body is read, and writes nothing.
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    app = buildTestApp(database);
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(["/api/ingest/v1/batches", "/api/ingest/v1/maintenance"])(
    "answers an anonymous 15 MB body to %s 401 before reading it",
    async (path) => {
      for (const authorization of [undefined, "Bearer not-a-token"]) {
        const answer = await answerBeforeAnyBody(port, path, authorization);
        expect(answer.status).toBe(401);
        expect(JSON.parse(answer.body)).toMatchObject({ code: "NOT_AUTHORIZED" });
      }
    },
  );
});
