export * from "./beta-console";
export * from "./beta-handoff-answer";
export * from "./beta-notice";
export * from "./login-beta-body";
