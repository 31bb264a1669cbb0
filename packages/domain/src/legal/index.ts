export * from "./legal-pages";
