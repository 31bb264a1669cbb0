// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export { graphqlRoutes } from "./graphql.routes";
export { graphqlTypeDefs } from "./graphql-schema";
