/** The request the token page shows (docs/product.md#graphql): the caller's own email, over GraphQL. */
export function graphqlExample(origin: string, token: string): string {
  return [
    `curl -X POST ${origin}/api/graphql \\`,
    `  -H 'X-API-TOKEN: ${token}' \\`,
    "  -H 'content-type: application/json' \\",
    `  -d '{"query":"{ me { email } }"}'`,
  ].join("\n");
}

/**
 * The GraphQL schema as SDL, served by the GraphQL module to a signed-in
 * browser (the session cookie goes with a plain link).
 */
export const graphqlSchemaUrl = "/api/graphql/schema.graphql";
