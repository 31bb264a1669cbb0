import { z } from "zod";

/**
 * A GraphQL request over HTTP (GraphQL over HTTP): the document, its
 * variables and which operation to run. Declared for the OpenAPI document;
 * mercurius reads it, parses the document and validates it against the schema.
 */
export const graphqlRequestBodySchema = z.object({
  query: z.string().describe("The GraphQL document (schema: GET /api/graphql/schema.graphql)."),
  variables: z.record(z.string(), z.unknown()).nullish().describe("The operation's variables."),
  operationName: z.string().nullish().describe("Which operation of the document to run, when it holds several."),
});

/** The same request by GET, for queries only: the variables as JSON text. */
export const graphqlQueryStringSchema = z.object({
  query: z.string(),
  variables: z.string().optional().describe("The variables as JSON text."),
  operationName: z.string().optional(),
});
