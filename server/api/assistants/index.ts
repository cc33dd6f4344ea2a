import type { Db } from "../../db/client.ts";
import type { Config } from "../../platform/config.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { Area } from "../area.ts";
import type { Organizations } from "../organizations/index.ts";
import type { TenancyService } from "../tenancy/index.ts";

export type AssistantsDeps = {
  db: Db;
  config: Config;
  jobs: Jobs;
  tenancy: TenancyService;
  orgs: Organizations;
  /** Every area, read once all are listed: their assistantSources. */
  areas: () => readonly Area[];
};

/**
 * The assistants Nova, Iris and Xen (issue 29): questions answered from the passages the other
 * areas lend (Area.assistantSources), within the asker's tenant and rights, with citations.
 */
export function createAssistantsArea(_deps: AssistantsDeps) {
  const area: Area = { name: "assistants", routes: [] };
  return { area };
}
