export * from "./advertisement-answers";
export * from "./advertisement-form";
export * from "./advertisement-image-name";
export * from "./advertisement-limits";
export * from "./advertisement-schemas";
export * from "./advertisement-state";
