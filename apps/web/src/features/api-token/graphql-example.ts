/** The request the token page shows (SPEC §2 "API example"): the caller's own email, over GraphQL. */
export function graphqlExample(origin: string, tokenPlaceholder: string): string {
  return [
    `curl -X POST ${origin}/api/graphql \\`,
    `  -H 'X-API-TOKEN: ${tokenPlaceholder}' \\`,
    "  -H 'content-type: application/json' \\",
    `  -d '{"query":"{ me { email } }"}'`,
  ].join("\n");
}
