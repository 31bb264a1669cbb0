import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { varyOn } from "./vary-header";

/** The `Vary` an answer gets when the route set `before` and then asked to vary on Accept-Encoding. */
async function varyAfter(before: string | undefined): Promise<unknown> {
  const app = Fastify();
  app.get("/", async (_request, reply) => {
    if (before !== undefined) reply.header("vary", before);
    varyOn(reply, "Accept-Encoding");
    return "ok";
  });
  const response = await app.inject({ method: "GET", url: "/" });
  await app.close();
  return response.headers.vary;
}

describe("varyOn", () => {
  it("adds the field to those already named", async () => {
    expect(await varyAfter(undefined)).toBe("Accept-Encoding");
    expect(await varyAfter("Cookie, X-API-TOKEN")).toBe("Cookie, X-API-TOKEN, Accept-Encoding");
  });

  it("names a field once, and adds nothing to *", async () => {
    expect(await varyAfter("accept-encoding, Cookie")).toBe("accept-encoding, Cookie");
    expect(await varyAfter("*")).toBe("*");
  });
});
