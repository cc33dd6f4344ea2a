import type { TestProject } from "vitest/node";
import { postgresReachable } from "./postgres-admin.ts";
import { buildTemplates, type Templates } from "./templates.ts";

declare module "vitest" {
  export interface ProvidedContext {
    testTemplates: Templates;
  }
}

/** Once per `vitest run`: the migrated, seeded databases the test apps start from (templates.ts). */
export default async function setup(project: TestProject) {
  const { templates, remove } = await buildTemplates(await postgresReachable());
  project.provide("testTemplates", templates);
  return remove;
}
