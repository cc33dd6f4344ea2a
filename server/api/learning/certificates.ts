import { and, desc, eq } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { certificates, courses } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { platformOrScoped, scoped, userScope, type UserScope } from "../../platform/scope.ts";
import type { TenantScope } from "../../platform/scope.ts";

export type CertificateRow = typeof certificates.$inferSelect;

/** Certificates are verifiable by anyone with the link, on the tenant that issued them only. */
export function createCertificates(db: Db) {
  const view = (c: CertificateRow, locale: Locale, courseSlug: string | null = null) => ({
    id: c.id,
    courseSlug,
    status: c.revokedAt ? ("revoked" as const) : ("valid" as const),
    learnerName: c.learnerName,
    title: c.titles[locale],
    verificationCode: c.verificationCode,
    score: c.score,
    issuedAt: c.issuedAt.toISOString(),
    revokedAt: c.revokedAt?.toISOString() ?? null,
  });
  return {
    view,
    async byId({ tenantId }: TenantScope, id: string) {
      const [row] = await db
        .select()
        .from(certificates)
        .where(and(scoped.tenant(certificates, { tenantId }), eq(certificates.id, id)));
      if (!row) throw new DomainError("not_found", "not_found", "errors:certificateUnknown");
      return row;
    },
    async mine({ tenantId }: TenantScope, userId: string, locale: Locale) {
      const rows = await db
        .select({ cert: certificates, slug: courses.slug })
        .from(certificates)
        .leftJoin(courses, and(eq(courses.id, certificates.courseId), platformOrScoped.tenant(courses, { tenantId })))
        .where(scoped.user(certificates, userScope({ tenantId }, userId)))
        .orderBy(desc(certificates.issuedAt));
      return rows.map((r) => view(r.cert, locale, r.slug));
    },
    /** Account erasure: the certificate stays verifiable without the person's name. */
    async anonymise(tx: Pick<Db, "update">, person: UserScope) {
      await tx.update(certificates).set({ learnerName: "—", userId: null }).where(scoped.user(certificates, person));
    },
  };
}
export type Certificates = ReturnType<typeof createCertificates>;
