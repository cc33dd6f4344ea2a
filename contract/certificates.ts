import { z } from "zod";
import { listOf } from "./common.ts";

export const certificateSchema = z
  .object({
    id: z.string(),
    courseSlug: z.string().nullable(),
    status: z.enum(["valid", "revoked"]),
    learnerName: z.string(),
    title: z.string(),
    verificationCode: z.string(),
    score: z.number().int().nullable(),
    issuedAt: z.string(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: "Certificate", description: "Only what the certificate itself shows: the name on it, the course, the date" });
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateListSchema = listOf(certificateSchema);

/** The tenant as an Open Badges 3.0 issuer (a JSON-LD Profile). */
export const issuerProfileSchema = z.record(z.string(), z.unknown());
/** The issuer's public keys (RFC 7517), to verify its credentials. */
export const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });
