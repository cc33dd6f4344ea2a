import type { AssistantName } from "../../../contract/assistant-limits.ts";
import type { Db } from "../../db/client.ts";
import type { Config } from "../../platform/config.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { Area } from "../area.ts";
import type { Organizations } from "../organizations/index.ts";
import type { TenancyService } from "../tenancy/index.ts";
import { createAsking } from "./ask.ts";
import { conversationRoutes } from "./conversation-routes.ts";
import { createLlm } from "./llm.ts";
import { askRoutes } from "./routes.ts";
import { createStore } from "./store.ts";

export type AssistantsDeps = {
  db: Db;
  config: Config;
  jobs: Jobs;
  tenancy: TenancyService;
  orgs: Organizations;
  /** Every area, read once all are listed: their assistantSources. */
  areas: () => readonly Area[];
};

export const RETENTION_QUEUE = "assistants-retention";

/**
 * The assistants Nova, Iris and Xen (issue 29; docs/decisions/0057-assistants.md): questions
 * answered from the passages the other areas lend (Area.assistantSources), within the asker's
 * tenant and rights, with citations; a person's conversations; the managers' log; retention.
 */
export function createAssistantsArea(d: AssistantsDeps) {
  const store = createStore(d.db);
  const llm = createLlm(d.config);
  const sources = (assistant: AssistantName) =>
    d
      .areas()
      .flatMap((a) => a.assistantSources ?? [])
      .filter((s) => s.assistant === assistant);
  const asking = createAsking({ db: d.db, config: d.config, llm, store, sources });
  const days = d.config.ASSISTANT_LOG_RETENTION_DAYS;
  const clock = (data: unknown) => new Date((data as { now?: string } | null)?.now ?? Date.now());
  const area: Area = {
    name: "assistants",
    routes: [askRoutes(asking), conversationRoutes({ db: d.db, store, retentionDays: days })],
    jobs: [{ queue: RETENTION_QUEUE, every: "hour", work: async (data) => void (await store.sweep(clock(data), days)) }],
    erase: (tx, person) => store.erase(tx, person),
  };
  return { area, asking, store };
}
