export * from "./platform.ts";
export * from "./compliance.ts";
