import { createRequire } from "node:module";
import { type DocumentNode, GraphQLError, type GraphQLSchema, type ValidationRule, validate } from "graphql";
import { AppError } from "../../errors/app-error";

// Its CommonJS build, which requires the same `graphql` as mercurius (its ESM build may get the other one),
// loaded by require: Node's ESM import of it finds no `directiveEstimator` nor `simpleEstimator` (re-exported
// through getters its named-export detection does not read), so every query failed under `node` and `tsx`;
// Vitest's interop hid it.
const queryComplexity: typeof import("graphql-query-complexity/cjs") = createRequire(import.meta.url)(
  "graphql-query-complexity/cjs",
);
const { createComplexityRule, directiveEstimator, simpleEstimator } = queryComplexity;

/**
 * The most a query may cost. A field costs 1, or its `@cost` value; a page
 * multiplies its items' cost by `first`. A page of 1,000 codes with every
 * field costs about 26,000; a hundred sites with their status about 2,000;
 * their traffic adds 50 a site.
 */
export const maxQueryCost = 30_000;

/**
 * A validation rule: a query whose cost, computed from the schema's `@cost`
 * weights and the page sizes asked, is above `maxCost` is refused before
 * anything runs (WRONG_PARAMETERS, reason QUERY_TOO_COSTLY). Variables
 * count, so a page size given as a variable is weighed as given.
 */
export function queryCostRule(variables: Record<string, unknown>, maxCost = maxQueryCost): ValidationRule {
  return createComplexityRule({
    maximumComplexity: maxCost,
    variables,
    estimators: [directiveEstimator({ name: "cost" }), simpleEstimator({ defaultComplexity: 1 })],
    createError: (max, actual) =>
      new GraphQLError(`The query costs ${actual}; at most ${max} is allowed. Ask for smaller pages or fewer fields.`, {
        extensions: { code: "WRONG_PARAMETERS", reason: "QUERY_TOO_COSTLY" },
      }),
  });
}

/**
 * Weighs a document with the request's variables before it runs: a query
 * costing too much answers 400 WRONG_PARAMETERS (reason QUERY_TOO_COSTLY)
 * and reads nothing. Run for each execution, as the cached validation of
 * the document cannot know the variables.
 */
export function refuseCostlyQuery(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>) {
  const [error] = validate(schema, document, [queryCostRule(variables)]);
  if (!error) return;
  // The message says the cost and the limit; `reason` tells it from other refused documents.
  throw new AppError("WRONG_PARAMETERS", error.message, {}, { reason: "QUERY_TOO_COSTLY" });
}
