export * from "./beta-console";
export * from "./beta-notice";
export * from "./login-beta-body";
