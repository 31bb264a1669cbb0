import { z } from "zod";

/**
 * One error of a GraphQL answer (docs/api.md "GraphQL"): the spec's
 * `message`, `locations` and `path`, and the code (docs/product.md#errors) in `extensions.code`.
 */
export const graphqlErrorSchema = z.object({
  message: z.string(),
  locations: z.array(z.object({ line: z.number().int(), column: z.number().int() })).optional(),
  path: z.array(z.union([z.string(), z.number().int()])).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});
export type GraphqlError = z.infer<typeof graphqlErrorSchema>;

/**
 * `POST|GET /api/graphql`: the GraphQL response envelope. `data` follows the
 * query sent (its shape is the query's, described by the SDL at
 * `/api/graphql/schema.graphql`), null or absent when the request failed
 * before running; `errors` only when some part failed.
 */
export const graphqlResponseSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(graphqlErrorSchema).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});
export type GraphqlResponse = z.infer<typeof graphqlResponseSchema>;
