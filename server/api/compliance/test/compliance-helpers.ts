import { and, eq } from "drizzle-orm";
import {
  complianceAdoptions,
  complianceAuditEvents,
  complianceEvidence,
  complianceFrameworks,
  complianceReadinessSnapshots,
  complianceRequirementStatuses,
} from "../schema.ts";
import { signIn, withCookie } from "../../../test/auth-helpers.ts";
import { jsonBody, type TestApp } from "../../../test/harness.ts";
import { ACME, GLOBEX, entityOf, setFeatures } from "../../scanners/test/scanner-helpers.ts";

export { ACME, GLOBEX, entityOf, setFeatures };
export type ApiError = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

/** The compliance API as one signed-in person on one tenant's host uses it. */
export function complianceClient(t: TestApp, cookie: string, host = ACME, locale?: "en" | "pt") {
  const call = (path: string, init: RequestInit = {}) => {
    const headers = { ...(locale ? { "x-locale": locale } : {}), ...(init.headers as Record<string, string>) };
    return t.req(`/api${path}`, { ...withCookie(cookie, { ...init, headers }), host });
  };
  const send = (method: string, path: string, body?: unknown) =>
    call(path, body === undefined ? { method } : { ...jsonBody(body), method });
  return {
    call,
    get: (path: string) => call(path),
    post: (path: string, body?: unknown) => send("POST", path, body),
    patch: (path: string, body: unknown) => send("PATCH", path, body),
    put: (path: string) => send("PUT", path),
    del: (path: string) => send("DELETE", path),
    /** A multipart upload of one file with form fields, as a browser sends it. */
    upload(
      path: string,
      file: { bytes: Uint8Array | string; name: string; type?: string },
      fields: Record<string, string | string[]> = {},
    ) {
      const form = new FormData();
      form.append("file", new Blob([file.bytes as BlobPart], { type: file.type ?? "application/octet-stream" }), file.name);
      for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) form.append(k, x);
      return call(path, { method: "POST", body: form });
    },
    async json<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
      const r = await res;
      if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${await r.text()}`);
      return (await r.json()) as T;
    },
  };
}
export type ComplianceClient = ReturnType<typeof complianceClient>;

/** Signs in and gives the client; `compliance` added to the person's entity's features when asked. */
export async function complianceUser(t: TestApp, email: string, host = ACME, opts: { grantFeature?: boolean; locale?: "en" | "pt" } = {}) {
  if (opts.grantFeature) await setFeatures(t, email, (f) => [...new Set([...f, "compliance"])]);
  return complianceClient(t, await signIn(t, email, host), host, opts.locale);
}

/** A small framework in the documented JSON import format. */
export function importJson(slug: string, codes = ["SUP-1", "SUP-2"]) {
  return JSON.stringify({
    slug,
    name: { en: "Acme supplier controls", pt: "Controles de fornecedores da Acme" },
    version: "2025.1",
    publisher: "Acme Corporation",
    licence: { en: "Internal document.", pt: "Documento interno." },
    groups: [
      {
        code: "SUP",
        title: { en: "Suppliers", pt: "Fornecedores" },
        requirements: codes.map((code) => ({ code, title: { en: `Control ${code}`, pt: `Controle ${code}` } })),
      },
    ],
  });
}

/** Whether a tenant's entity holds an imported framework of this slug (read for assertions). */
export async function importedExists(t: TestApp, slug: string, entityId: string) {
  const rows = await t.database.db
    .select({ id: complianceFrameworks.id })
    .from(complianceFrameworks)
    .where(and(eq(complianceFrameworks.slug, slug), eq(complianceFrameworks.entityId, entityId)));
  return rows.length > 0;
}

/**
 * Takes away everything the person's entity did in compliance — for Acme, the demo's living
 * assessment the seed gives it — so a test starts from an entity that never adopted anything.
 * Evidence links go with their evidence; the demo's files stay in the test app's own folder.
 */
export async function withoutComplianceWork(t: TestApp, email: string) {
  const { tenantId, entityId } = await entityOf(t, email);
  await t.database.db.transaction(async (tx) => {
    for (const table of [
      complianceReadinessSnapshots,
      complianceAuditEvents,
      complianceEvidence,
      complianceRequirementStatuses,
      complianceAdoptions,
      complianceFrameworks,
    ]) {
      await tx.delete(table).where(and(eq(table.whitelabelId, tenantId), eq(table.entityId, entityId)));
    }
  });
}
