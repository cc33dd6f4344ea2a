import { ImageUp, Loader2, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { IMAGE_ACCEPT, IMAGE_BOXES, UPLOAD_LIMITS } from "../../../../contract/upload-rules.ts";
import type { WhitelabelAsset } from "../../../../contract/whitelabel.ts";
import { useApi } from "../../../lib/api-client.ts";
import { buttonClass } from "../../ui/button.tsx";
import { FieldError } from "../../ui/form-field.tsx";

/**
 * One of the site's images: what it shows now, a file to upload in its place (sent at once,
 * checked and stored by the API; the form keeps the answer's path until saved), or the default.
 */
export function ImageField({
  kind,
  value,
  fallback,
  error,
  readOnly,
  onChange,
  srcOf = (u) => u,
}: {
  kind: WhitelabelAsset;
  value: string;
  fallback: string;
  error?: string;
  readOnly: boolean;
  onChange: (url: string) => void;
  /** Where the browser finds a stored image (another site's files are served at that site's address). */
  srcOf?: (url: string) => string;
}) {
  const { t } = useTranslation("companyWhitelabel");
  const api = useApi();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const [uploadError, setUploadError] = useState<string>();
  const label = t(`images.${kind}`);
  const box = IMAGE_BOXES[kind];
  const id = `wl-${kind}`;
  const shown = uploadError ?? error;

  async function upload(file: File | undefined) {
    if (!file || busy) return;
    setBusy(true);
    setUploadError(undefined);
    setStatus(t("images.uploading"));
    const form = new FormData();
    form.set("file", file);
    const res = await api.post("/whitelabel/entity/assets", { query: { kind }, rawBody: form });
    setBusy(false);
    if (res.ok) {
      onChange(res.data.url);
      setStatus(t("images.uploaded", { label }));
    } else {
      setStatus("");
      setUploadError(res.error.message || t("errors.uploadFailed"));
    }
  }

  return (
    <div className="min-w-0" data-testid={`image-${kind}`}>
      <p id={`${id}-label`} className="text-sm font-semibold">
        {label}
      </p>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {t(`images.${kind}Hint`, { width: box.width, height: box.height })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <div
          className={`flex items-center justify-center overflow-hidden rounded-lg border border-dashed border-border bg-white p-2 ${kind === "logo-horizontal" ? "h-16 w-48" : "size-16"}`}
        >
          <img
            src={value ? srcOf(value) : fallback}
            alt={value ? t("images.current", { label }) : t("images.default")}
            className="max-h-full max-w-full object-contain"
          />
        </div>
        {readOnly ? null : (
          <div className="flex flex-wrap gap-2">
            <div className="relative rounded-lg focus-within:outline focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-[var(--brand-primary-text,#0062cc)]">
              <input
                id={id}
                type="file"
                accept={IMAGE_ACCEPT[kind]}
                disabled={busy}
                aria-labelledby={`${id}-label ${inputId}`}
                aria-describedby={[`${id}-hint`, shown ? `${id}-error` : ""].filter(Boolean).join(" ")}
                aria-invalid={shown ? true : undefined}
                onChange={(e) => {
                  void upload(e.target.files?.[0]);
                  e.target.value = "";
                }}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-wait"
              />
              <span id={inputId} aria-hidden="true" className={buttonClass("outline", "sm", "pointer-events-none")}>
                {busy ? <Loader2 className="size-4 animate-spin" /> : <ImageUp className="size-4" />}
                {value ? t("images.replace") : t("images.choose")}
              </span>
            </div>
            {value ? (
              <button type="button" className={buttonClass("ghost", "sm")} onClick={() => onChange("")}>
                <RotateCcw aria-hidden="true" className="size-4" />
                {t("images.remove")}
              </button>
            ) : null}
          </div>
        )}
      </div>
      <p role="status" className="mt-2 text-sm text-muted">
        {status}
      </p>
      <FieldError id={`${id}-error`} message={shown} icon />
    </div>
  );
}

export const MAX_UPLOAD_MB = UPLOAD_LIMITS.maxMegabytes;
