export * from "./tenancy.ts";
export * from "./organizations.ts";
export * from "./identity.ts";
export * from "./platform.ts";
export * from "./inquiries.ts";
export * from "./notifications.ts";
export * from "./learning.ts";
export * from "./learning-reports.ts";
