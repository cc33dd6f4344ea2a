import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // the platform's tables and each area's own, beside its code
  schema: ["./server/db/schema/*.ts", "./server/api/*/schema*.ts"],
  out: "./server/db/migrations",
  casing: "snake_case",
});
