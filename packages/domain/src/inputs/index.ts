export * from "./id-schema";
export * from "./instant-schema";
export * from "./text-schema";
