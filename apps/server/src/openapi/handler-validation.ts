import type { FastifySchemaCompiler } from "fastify";
import { isInputSchema } from "./route-schema";

/**
 * The API's validator compiler. Routes declare their inputs as zod schemas
 * in `schema` (for the OpenAPI document), and validate them in the handler
 * with `parseDeclared`, after authorizing: Fastify's own validation stage
 * runs before the handler, so a 422 would come before the 401 or 403 docs/product.md#errors
 * gives an anonymous or unentitled caller, and before rate limits count.
 * This lets every request through that stage, and refuses at boot a
 * declaration that is not a zod schema (a JSON schema would go unchecked).
 */
export const validatedInHandler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if (!isInputSchema(schema)) {
    throw new Error(`${method} ${url}: declare its ${httpPart} with a zod schema (openapi/route-schema.ts)`);
  }
  return () => true;
};
