import type { IncomingMessage } from "node:http";
import { floorPlanContentTypes, floorPlanLimits } from "@ondine/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { FloorPlanTooLargeError } from "./floor-plan-too-large";

/**
 * The plan's bytes, as sent, up to `floorPlanLimits.maxBytes`: a larger
 * Content-Length is refused before a byte is read, a longer body as soon as
 * it passes the limit.
 */
async function readPlanBytes(payload: IncomingMessage, declaredLength: string | undefined): Promise<Buffer> {
  if (declaredLength !== undefined && Number(declaredLength) > floorPlanLimits.maxBytes) {
    throw new FloorPlanTooLargeError();
  }
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of payload) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    length += bytes.length;
    if (length > floorPlanLimits.maxBytes) throw new FloorPlanTooLargeError();
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, length);
}

/**
 * In the maps routes' context only: PNG, JPEG and SVG bodies read as bytes
 * (their type is checked from the bytes, `readFloorPlanImage`); any other
 * body, JSON included, answers 400 as an unsupported type.
 */
export function acceptFloorPlanBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser([...floorPlanContentTypes], (request: FastifyRequest, payload: IncomingMessage) =>
    readPlanBytes(payload, request.headers["content-length"]),
  );
}
