import { statusForErrorCode } from "@ondine/domain";
import type { FastifyReply } from "fastify";

/**
 * The most an answer may weigh. The cost limit keeps a query's answer far
 * below it (a page of 1,000 codes with every field is about 0.5 MB); this
 * caps what slips past the cost's estimate, so no answer ties up the
 * connection and the client's memory.
 */
export const maxGraphqlAnswerBytes = 8 * 1024 * 1024;

/**
 * An `onSend` hook's payload, or in its place 400 WRONG_PARAMETERS (reason
 * ANSWER_TOO_LARGE) when the serialized answer passes `maxGraphqlAnswerBytes`.
 */
export function refuseOversizedAnswer(reply: FastifyReply, payload: unknown): unknown {
  const size = typeof payload === "string" || Buffer.isBuffer(payload) ? Buffer.byteLength(payload) : 0;
  if (size <= maxGraphqlAnswerBytes) return payload;
  const message = `The answer would weigh ${size} bytes; at most ${maxGraphqlAnswerBytes} are sent. Ask for smaller pages or fewer fields.`;
  const extensions = { code: "WRONG_PARAMETERS", reason: "ANSWER_TOO_LARGE" };
  reply.code(statusForErrorCode("WRONG_PARAMETERS")).header("content-type", "application/json; charset=utf-8");
  return JSON.stringify({ data: null, errors: [{ message, extensions }] });
}
