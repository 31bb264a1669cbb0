export * from "./diagnosis-verdict";
export * from "./site-tool-answers";
export * from "./site-tool-codes";
export * from "./site-tool-schemas";
export * from "./speedtest-reading";
