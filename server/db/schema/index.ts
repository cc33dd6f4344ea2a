export * from "./platform.ts";
export * from "./billing.ts";
export * from "./scanners.ts";
export * from "./compliance.ts";
