export * from "./internal-path";
export * from "./sso-entry";
export * from "./sso-errors";
