export * from "./beta-console";
export * from "./beta-notice";
