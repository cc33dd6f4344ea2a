import type { ApiErrorBody } from "../../../lib/api-client.ts";

export const REFUSAL_REASONS = ["not-member", "outside-verified-domains", "no-verified-domain", "inactive"] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
export type Refused = { email: string; reason: RefusalReason | null; message: string | null };

const isReason = (v: unknown): v is RefusalReason => (REFUSAL_REASONS as readonly unknown[]).includes(v);

/**
 * The addresses a 400 `targets_refused` lists, with why: from the answer's `refused` list (also
 * read under `details`), else from its issues (each path naming an address, its message the
 * reason already translated). Empty for any other answer.
 */
export function refusedTargets(error: ApiErrorBody): Refused[] {
  if (error.code !== "targets_refused") return [];
  const body = error as ApiErrorBody & { refused?: unknown; details?: { refused?: unknown } };
  const list = Array.isArray(body.refused) ? body.refused : Array.isArray(body.details?.refused) ? body.details.refused : null;
  if (list) {
    return list
      .filter(
        (r): r is { email: string; reason?: unknown } =>
          typeof r === "object" && r !== null && typeof (r as { email?: unknown }).email === "string",
      )
      .map((r) => ({ email: r.email, reason: isReason(r.reason) ? r.reason : null, message: null }));
  }
  // an issue's path names the address after the field ("emails.ana@x.test"), or only its index: then the message says who
  return (error.issues ?? []).map((i) => {
    const rest = i.path.replace(/^(body\.)?[A-Za-z]+\./, "");
    return { email: rest.includes("@") ? rest : "", reason: null, message: i.message };
  });
}
