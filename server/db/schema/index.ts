export * from "./platform.ts";
export * from "./scanners.ts";
export * from "./compliance.ts";
