import type { Avatar } from "../../../contract/authoring.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { ApiResult } from "../../lib/api-client.ts";
import type { Crop } from "./avatar-crop.ts";

// The portrait's routes and the voice sample take or give files, not JSON: they are not in the
// operations table the typed client reads, so they are called here with fetch, in the page's language.

async function failure(res: Response): Promise<ApiResult<never>> {
  const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  return { ok: false, status: res.status, error: { code: body?.error?.code ?? "http_error", message: body?.error?.message ?? "" } };
}

const call = (url: string, init: RequestInit, locale: Locale) =>
  fetch(url, { ...init, credentials: "same-origin", headers: { ...init.headers, "x-locale": locale } }).catch(() => null);

const offline: ApiResult<never> = { ok: false, status: 503, error: { code: "network_error", message: "" } };

/** Uploads a portrait; the server keeps the square given (source pixels), resized to 512 px. */
export async function uploadPortrait(id: string, file: File, crop: Crop | null, locale: Locale): Promise<ApiResult<Avatar>> {
  const form = new FormData();
  form.set("file", file);
  if (crop) {
    form.set("cropX", String(crop.x));
    form.set("cropY", String(crop.y));
    form.set("cropSize", String(crop.size));
  }
  const res = await call(`/api/creator/avatars/${encodeURIComponent(id)}/portrait`, { method: "POST", body: form }, locale);
  if (!res) return offline;
  return res.ok ? { ok: true, status: res.status, data: (await res.json()) as Avatar } : failure(res);
}

/** Takes the portrait away (the presenter shows its placeholder). */
export async function removePortrait(id: string, locale: Locale): Promise<ApiResult<undefined>> {
  const res = await call(`/api/creator/avatars/${encodeURIComponent(id)}/portrait`, { method: "DELETE" }, locale);
  if (!res) return offline;
  return res.ok ? { ok: true, status: res.status, data: undefined } : failure(res);
}

/** The address of a voice's sample at a rate (a WAV the speech engine speaks). */
export function sampleUrl(language: string, voice: string, rate: number) {
  const q = new URLSearchParams({ language, voice, rate: String(rate) });
  return `/api/creator/voices/sample?${q}`;
}

/** A voice's sample as a Blob to play, or the API's reason it cannot be spoken. */
export async function fetchSample(language: string, voice: string, rate: number, locale: Locale, signal?: AbortSignal) {
  const res = await call(sampleUrl(language, voice, rate), { signal }, locale);
  if (!res) return offline;
  return res.ok ? ({ ok: true, status: res.status, data: await res.blob() } as const) : failure(res);
}
