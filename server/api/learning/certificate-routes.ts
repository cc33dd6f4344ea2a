import path from "node:path";
import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { certificateListSchema, certificateSchema, issuerProfileSchema, jwksSchema } from "../../../contract/certificates.ts";
import { idParamsSchema as idParam, slugParamsSchema as slugParam } from "../../../contract/common.ts";
import { viewerOf } from "../../platform/viewer.ts";
import type { ReadBrandImage } from "../../platform/brand-images.ts";
import type { AppEnv } from "../../platform/env.ts";
import { access } from "../../platform/access.ts";
import { errors, json } from "../../platform/openapi.ts";
import type { TenancyService } from "../tenancy/index.ts";
import { renderCertificatePdf } from "./certificate-pdf.ts";
import type { Certificates } from "./certificates.ts";
import { ownIssuer, type OpenBadges } from "./open-badges.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const tag = ["Certificates"];
const r = {
  issuer: createRoute({
    method: "get",
    path: "/public/issuers/{slug}",
    "x-resource": "tenant",
    tags: ["Open Badges"],
    summary: "The tenant's Open Badges 3.0 issuer profile",
    request: { params: slugParam },
    responses: { 200: json(issuerProfileSchema, "Profile"), ...errors(404) },
  }),
  jwks: createRoute({
    method: "get",
    path: "/public/issuers/{slug}/jwks.json",
    "x-resource": "tenant",
    tags: ["Open Badges"],
    summary: "The issuer's public keys, to verify its credentials",
    request: { params: slugParam },
    responses: { 200: json(jwksSchema, "JWK set"), ...errors(404) },
  }),
  credential: createRoute({
    method: "get",
    path: "/badges/{slug}/credential",
    "x-resource": "course",
    tags: ["Open Badges"],
    ...access({ anyFeature: ["badges"] }),
    summary: "An earned badge as an OpenBadgeCredential (VC 2.0) secured as a VC-JWT (EdDSA)",
    request: { params: slugParam },
    responses: {
      200: { content: { "application/vc+jwt": { schema: z.string() } }, description: "The signed credential" },
      ...errors(401, 403, 404),
    },
  }),
  mine: createRoute({
    method: "get",
    path: "/certificates",
    tags: tag,
    ...access({ anyFeature: ["badges"] }),
    summary: "The learner's certificates (badges feature)",
    responses: { 200: json(certificateListSchema, "Newest first"), ...errors(401, 403) },
  }),
  verify: createRoute({
    method: "get",
    path: "/public/certificates/{id}",
    "x-resource": "certificate",
    tags: tag,
    summary: "Verify a certificate (anyone with the link)",
    request: { params: idParam },
    responses: { 200: json(certificateSchema, "Valid or revoked"), ...errors(400, 404) },
  }),
  pdf: createRoute({
    method: "get",
    path: "/public/certificates/{id}/pdf",
    "x-resource": "certificate",
    tags: tag,
    summary: "The certificate as a PDF, branded by its tenant, with a QR code to its verification page",
    request: { params: idParam },
    responses: {
      200: { content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } }, description: "PDF" },
      ...errors(400, 404),
    },
  }),
};

export function certificateRoutes(certs: Certificates, tenancy: TenancyService, readImage: ReadBrandImage, badges: OpenBadges) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.issuer, async (c) => {
      const row = ownIssuer(scopeOf(c, "tenant"), await tenancy.bySlug(c.req.valid("param").slug));
      return c.json(badges.profile(tenancy.brand(row, c.get("origin")), c.get("origin")), 200);
    })
    .openapi(r.jwks, async (c) => {
      const row = ownIssuer(scopeOf(c, "tenant"), await tenancy.bySlug(c.req.valid("param").slug));
      c.header("Cache-Control", "public, max-age=3600");
      return c.json(await badges.jwks({ tenantId: row.id }, tenancy.brand(row, c.get("origin")), c.get("origin")), 200);
    })
    .openapi(r.credential, async (c) => {
      const { user: view } = await viewerOf(c);
      const tenant = c.get("tenant");
      const { jwt } = await badges.credential(
        { tenantId: tenant.id },
        tenancy.brand(tenant, c.get("origin")),
        c.get("origin"),
        view,
        c.req.valid("param").slug,
        c.get("locale"),
      );
      return c.body(jwt, 200, {
        "Content-Type": "application/vc+jwt",
        "Content-Disposition": `attachment; filename="${c.req.valid("param").slug}.jwt"`,
      });
    })
    .openapi(r.mine, async (c) => {
      const v = await viewerOf(c);
      return c.json({ data: await certs.mine(v, v.userId, c.get("locale")) }, 200);
    })
    .openapi(r.verify, async (c) => {
      const row = await certs.byId(scopeOf(c, "tenant"), c.req.valid("param").id);
      c.header("Cache-Control", "no-store");
      return c.json(certs.view(row, c.get("locale")), 200);
    })
    .openapi(r.pdf, async (c) => {
      const row = await certs.byId(scopeOf(c, "tenant"), c.req.valid("param").id);
      const locale = c.get("locale");
      const origin = c.get("origin");
      const bytes = await renderCertificatePdf(
        {
          brand: tenancy.brand(c.get("tenant"), origin),
          learnerName: row.learnerName,
          title: row.titles[locale],
          issuedAt: row.issuedAt,
          code: row.verificationCode,
          verifyUrl: `${origin}${locale === "pt" ? "/pt" : ""}/certificate/${row.id}`,
          locale,
          score: row.score,
        },
        readImage,
      );
      const name = `certificate-${row.verificationCode}.pdf`;
      return c.body(bytes as never, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${name}"`,
        "Cache-Control": "private, max-age=300",
      });
    });
}

export const PUBLIC_DIR = path.resolve("public");
