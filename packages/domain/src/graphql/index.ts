export * from "./graphql-response";
