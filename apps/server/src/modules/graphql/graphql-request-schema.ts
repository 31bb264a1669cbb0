import { fieldErrorsFromZodIssues } from "@ondine/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../../errors/app-error";

/**
 * A GraphQL request over HTTP (GraphQL over HTTP): the document, its
 * variables and which operation to run. Checked on the route before
 * mercurius reads it (`readGraphqlRequest`), and declared for the OpenAPI
 * document.
 */
const invalid = { error: "formErrors.invalid" };

export const graphqlRequestBodySchema = z.object(
  {
    query: z
      .string(invalid)
      .min(1, invalid)
      .describe("The GraphQL document (schema: GET /api/graphql/schema.graphql)."),
    variables: z.record(z.string(), z.unknown(), invalid).nullish().describe("The operation's variables."),
    operationName: z
      .string(invalid)
      .nullish()
      .describe("Which operation of the document to run, when it holds several."),
  },
  invalid,
);

/** The same request by GET, for queries only: the variables as JSON text; each parameter once. */
export const graphqlQueryStringSchema = z.object({
  query: z.string(invalid).min(1, invalid),
  variables: z.string(invalid).optional().describe("The variables as JSON text."),
  operationName: z.string(invalid).optional(),
});

/** What the route needs of a request to check its document. */
export type GraphqlRequest = { query: string; operationName: string | undefined };

/** The variables of a GET: JSON text holding an object (or null). */
function variablesTextIsObject(text: string | undefined): boolean {
  if (text === undefined) return true;
  try {
    const value: unknown = JSON.parse(text);
    return value === null || (typeof value === "object" && !Array.isArray(value));
  } catch {
    return false;
  }
}

const malformed = (errors: Record<string, string[]>) =>
  new AppError(
    "WRONG_PARAMETERS",
    "A GraphQL request is {query, variables?, operationName?}: the document as one text, the variables as an object.",
    errors,
    { reason: "MALFORMED_REQUEST" },
  );

/**
 * The request's document and operation name, or 400 WRONG_PARAMETERS
 * (reason MALFORMED_REQUEST) naming the field: a body that is not an object
 * (`null`, an array), a `query` that is not one text (`["x"]`, a repeated
 * `?query=`), variables that are not an object.
 */
export function readGraphqlRequest(request: FastifyRequest): GraphqlRequest {
  const isGet = request.method === "GET";
  const parsed = (isGet ? graphqlQueryStringSchema : graphqlRequestBodySchema).safeParse(
    isGet ? request.query : request.body,
  );
  if (!parsed.success) throw malformed(fieldErrorsFromZodIssues(parsed.error.issues));
  if (isGet && !variablesTextIsObject((parsed.data as { variables?: string }).variables)) {
    throw malformed({ variables: ["formErrors.invalid"] });
  }
  return { query: parsed.data.query, operationName: parsed.data.operationName ?? undefined };
}
