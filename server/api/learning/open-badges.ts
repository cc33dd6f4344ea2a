import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import type { Brand } from "../../../contract/brand.ts";
import type { Db } from "../../db/client.ts";
import { awardedBadges, courses } from "./schema.ts";
import { platformSecrets } from "../../db/schema/index.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { scoped, userScope } from "../../platform/scope.ts";
import { translation, visibleCourses } from "./queries.ts";
import type { TenantScope } from "../../platform/scope.ts";

const KEY_ID = "key-1";

/**
 * The tenant a slug names, as an issuer: published only on its own tenant's hosts, so another
 * tenant's slug (or none) is not found where the request came.
 */
export function ownIssuer<T extends { id: string }>(here: TenantScope, found: T | undefined): T {
  if (!found || found.id !== here.tenantId) throw new DomainError("not_found", "not_found", "errors:notFound");
  return found;
}

/**
 * Open Badges 3.0: each tenant is an issuer with its own Ed25519 key; an awarded badge is an
 * OpenBadgeCredential (W3C Verifiable Credentials 2.0) secured as a VC-JWT (EdDSA).
 */
export function createOpenBadges(db: Db) {
  async function issuerKey({ tenantId }: TenantScope): Promise<{ privateJwk: JWK; publicJwk: JWK }> {
    const name = `ob3-issuer-key:${tenantId}`;
    const [row] = await db.select().from(platformSecrets).where(eq(platformSecrets.name, name));
    if (row) return JSON.parse(row.value);
    const { privateKey, publicKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
    const pair = { privateJwk: await exportJWK(privateKey), publicJwk: await exportJWK(publicKey) };
    await db
      .insert(platformSecrets)
      .values({ name, value: JSON.stringify(pair) })
      .onConflictDoNothing();
    const [stored] = await db.select().from(platformSecrets).where(eq(platformSecrets.name, name));
    return JSON.parse(stored!.value);
  }

  const issuerId = (origin: string, slug: string) => `${origin}/api/public/issuers/${slug}`;

  return {
    /** The issuer profile (OB 3.0 Profile), published for verifiers. */
    profile(brand: Brand, origin: string) {
      return {
        "@context": ["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"],
        id: issuerId(origin, brand.slug),
        type: ["Profile"],
        name: brand.name,
        url: brand.siteUrl,
        email: brand.contactEmail,
        description: brand.description,
        image: { id: `${origin}${brand.logo.startsWith("/") ? brand.logo : `/${brand.logo}`}`, type: "Image" },
      };
    },

    async jwks({ tenantId }: TenantScope, brand: Brand, origin: string) {
      const { publicJwk } = await issuerKey({ tenantId });
      return { keys: [{ ...publicJwk, kid: `${issuerId(origin, brand.slug)}#${KEY_ID}`, alg: "EdDSA", use: "sig" }] };
    },

    /** The learner's badge for a course as a signed VC-JWT; 404 when they have not earned it. */
    async credential(
      { tenantId }: TenantScope,
      brand: Brand,
      origin: string,
      user: { id: string; name: string; email: string },
      courseSlug: string,
      locale: "en" | "pt",
    ) {
      const [row] = await db
        .select({ a: awardedBadges, course: courses })
        .from(awardedBadges)
        .innerJoin(courses, eq(courses.id, awardedBadges.courseId))
        .where(
          and(scoped.user(awardedBadges, userScope({ tenantId }, user.id)), eq(courses.slug, courseSlug), visibleCourses({ tenantId })),
        );
      if (!row) throw new DomainError("not_found", "not_found", "errors:notFound");
      const t = await translation(db, row.course.id, locale);
      const issuer = issuerId(origin, brand.slug);
      const credentialId = `urn:uuid:${randomUUID()}`;
      const vc = {
        "@context": ["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"],
        id: credentialId,
        type: ["VerifiableCredential", "OpenBadgeCredential"],
        issuer: { id: issuer, type: ["Profile"], name: brand.name, url: brand.siteUrl },
        validFrom: row.a.awardedAt.toISOString(),
        name: t.badgeName,
        credentialSubject: {
          id: `urn:uuid:${user.id}`,
          type: ["AchievementSubject"],
          name: user.name,
          achievement: {
            id: `${origin}/public/training/courses/${row.course.slug}#badge`,
            type: ["Achievement"],
            name: t.badgeName,
            description: t.badgeDescription,
            criteria: { narrative: `${t.title}: ${t.summary}` },
            image: { id: `${origin}/illustrations/${row.course.coverIllustration}.svg`, type: "Image" },
          },
        },
      };
      const { privateJwk } = await issuerKey({ tenantId });
      const key = await importJWK(privateJwk, "EdDSA");
      const jwt = await new SignJWT(vc as unknown as Record<string, unknown>)
        .setProtectedHeader({ alg: "EdDSA", typ: "vc+jwt", cty: "vc", kid: `${issuer}#${KEY_ID}` })
        .setIssuer(issuer)
        .setJti(credentialId)
        .setSubject(vc.credentialSubject.id)
        .setIssuedAt()
        .sign(key);
      return { jwt, credential: vc };
    },
  };
}
export type OpenBadges = ReturnType<typeof createOpenBadges>;
