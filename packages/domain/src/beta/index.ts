export * from "./beta-console";
