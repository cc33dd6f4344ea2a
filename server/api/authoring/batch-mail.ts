import { and, eq, isNull } from "drizzle-orm";
import type { Batch } from "../../../contract/authoring.ts";
import type { Locale } from "../../../contract/constants.ts";
import { localizePath } from "../../../contract/locale.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import type { AuthoringDeps } from "./deps.ts";
import { creatorBatches } from "./schema.ts";

const localeOf = (languageCode: string): Locale => (languageCode === "pt-BR" ? "pt" : "en");

/**
 * The `creator-batch-done` e-mail: a render batch's sender told, once, in their language and under
 * the tenant's brand, how many of its courses are ready and how many failed, with a link to the
 * batch's page. The batch is claimed (`notifiedAt`) before anything is sent, so two renders
 * ending together send one e-mail.
 */
export async function sendBatchDone(d: AuthoringDeps, scope: EntityScope, batchId: string, batchIn: (locale: Locale) => Batch) {
  const [claimed] = await d.db
    .update(creatorBatches)
    .set({ notifiedAt: new Date() })
    .where(and(scoped.entity(creatorBatches, scope), eq(creatorBatches.id, batchId), isNull(creatorBatches.notifiedAt)))
    .returning({ createdBy: creatorBatches.createdBy });
  if (!claimed?.createdBy) return false;
  const [person, tenant] = await Promise.all([
    people.find(d.db, { tenantId: scope.tenantId, userId: claimed.createdBy }),
    d.tenancy.byId(scope.tenantId),
  ]);
  if (!person || !tenant) return false;
  const locale = localeOf(person.languageCode);
  const batch = batchIn(locale);
  const origin = d.tenancy.tenantOrigin(tenant.whitelabelSlug);
  await d.mailer.send({
    tenantId: scope.tenantId,
    brand: d.tenancy.brand(tenant, origin),
    to: person.email,
    locale,
    template: "creator-batch-done",
    vars: {
      userName: person.name,
      fileName: batch.fileName,
      count: batch.valid,
      ready: batch.ready,
      failed: batch.failed,
      invalid: batch.invalid,
      actionUrl: `${origin}${localizePath("/content-creator/courses/batch", locale)}?batch=${batch.id}`,
    },
  });
  return true;
}
