export * from "./sponsor-presentation";
export * from "./sponsor-rules";
export * from "./sponsor-schemas";
