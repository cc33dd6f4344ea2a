import type { Batch } from "../../../contract/authoring.ts";
import type { BatchMode } from "../../../contract/authoring-limits.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { ApiErrorBody, ApiResult } from "../../lib/api-client.ts";

// The batch's upload takes a file, not JSON: it is not in the operations table the typed client
// reads, so it is sent here with fetch, in the page's language, and read as the client reads answers.

/** Sends a CSV or JSON file of outlines; the answer is the batch with every row's result (202). */
export async function uploadBatch(file: File, mode: BatchMode, locale: Locale): Promise<ApiResult<Batch>> {
  const form = new FormData();
  form.set("file", file);
  const res = await fetch(`/api/creator/courses/batch?mode=${mode}`, {
    method: "POST",
    body: form,
    credentials: "same-origin",
    headers: { "x-locale": locale },
  }).catch(() => null);
  if (!res) return { ok: false, status: 503, error: { code: "network_error", message: "" } };
  if (res.ok) return { ok: true, status: res.status, data: (await res.json()) as Batch };
  const body = (await res.json().catch(() => null)) as { error?: Partial<ApiErrorBody> } | null;
  const e = body?.error;
  return {
    ok: false,
    status: res.status,
    error: { code: e?.code ?? "http_error", message: e?.message ?? "", ...(e?.issues ? { issues: e.issues } : {}) },
  };
}
