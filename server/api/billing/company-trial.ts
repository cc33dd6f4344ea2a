import { plansSoldBy, TRIAL_SEATS } from "../../../contract/plans.ts";
import type { Tx } from "../../db/client.ts";
import type { AreaJob, EntityCreatedHook } from "../area.ts";
import type { BillingDeps } from "./deps.ts";
import { customerOfEntity, hadTrial } from "./queries.ts";
import { trialOf } from "./start-trial.ts";
import type { TenantScope } from "../../platform/scope.ts";

const QUEUE = "billing-company-trial";
type Job = { tenantId: string; entityId: string; name: string; email: string };

/**
 * A new company starts on a TRIAL_DAYS trial of its tenant's Team plan with TRIAL_SEATS seats
 * (docs/billing-plans.md). The built-in gateway writes it in the company's own transaction, so
 * the company exists with its team features at once; Stripe is called from a job enqueued once
 * the company is saved (an API call cannot roll back with a transaction).
 */
export function createCompanyTrial(d: BillingDeps) {
  async function teamPlan({ tenantId }: TenantScope, tx?: Tx) {
    const tenant = await d.tenancy.byId(tenantId, tx);
    return tenant ? plansSoldBy(tenant, d.product).find((p) => p.key === "team") : undefined;
  }

  const onEntityCreated: EntityCreatedHook = async (tx, scope, entity) => {
    if (entity.type !== "company") return;
    if (d.gateway.name !== "local") {
      const job: Job = { tenantId: scope.tenantId, entityId: scope.entityId, name: entity.name, email: entity.founder.email };
      // enqueued once the company is saved: the job queue has a connection of its own
      return async () => void (await d.jobs.send(QUEUE, job, { retryLimit: 5, retryDelay: 30, retryBackoff: true }));
    }
    const plan = await teamPlan(scope, tx);
    if (!plan) return;
    const id = await d.local.createCustomer();
    const customer = { id, tenantId: scope.tenantId, entityId: scope.entityId, name: entity.name, email: entity.founder.email };
    await d.mirror.upsertCustomer(tx, { ...customer, gateway: "local" });
    await d.local.startTrialIn(tx, trialOf(plan, customer, TRIAL_SEATS));
  };

  const job: AreaJob = {
    queue: QUEUE,
    retry: { limit: 5, delaySeconds: 30 },
    async work(data) {
      const j = data as Job;
      const scope = { tenantId: j.tenantId, entityId: j.entityId };
      if (!(await d.orgs.getEntity(j))) return;
      if (await hadTrial(d.db, scope)) return;
      const plan = await teamPlan(j);
      if (!plan) return;
      let customer = await customerOfEntity(d.db, scope, d.gateway.name);
      if (!customer) {
        const id = await d.gateway.createCustomer({ ...scope, name: j.name, email: j.email });
        await d.db.transaction((tx) =>
          d.mirror.upsertCustomer(tx, { id, ...scope, gateway: d.gateway.name, name: j.name, email: j.email }),
        );
        customer = (await customerOfEntity(d.db, scope, d.gateway.name))!;
      }
      await d.gateway.startTrial(trialOf(plan, { id: customer.id, ...scope, name: customer.name, email: customer.email }, TRIAL_SEATS));
    },
  };

  return { onEntityCreated, job };
}
