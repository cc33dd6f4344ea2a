import { ImagePlus, Loader2, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CreatorCourse } from "../../../contract/authoring.ts";
import { AUTHORING_LIMITS as L } from "../../../contract/authoring-limits.ts";
import { useLocale } from "../../lib/locale.ts";
import { Button } from "../ui/button.tsx";
import { ErrorLine } from "../ui/error-line.tsx";
import { fieldId } from "./editor-issues.ts";

const ACCEPT = "image/png,image/jpeg,image/webp";

/**
 * The course's cover: a preview, an upload (PNG, JPEG or WebP; the API crops and resizes it) and
 * its removal. The upload is a file, not JSON, so it goes as a form to the cover's own route.
 */
export function CoverEditor({
  courseId,
  coverUrl,
  onChanged,
}: {
  courseId: string;
  coverUrl: string | null;
  onChanged: (c: CreatorCourse) => void;
}) {
  const { t } = useTranslation("creatorEditor");
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = fieldId("cover");

  async function send(method: "POST" | "DELETE", file?: File) {
    setPending(true);
    setError(null);
    let body: FormData | undefined;
    if (file) {
      body = new FormData();
      body.set("file", file);
    }
    const res = await fetch(`/api/creator/courses/${encodeURIComponent(courseId)}/cover`, {
      method,
      body,
      credentials: "same-origin",
      headers: { "x-locale": locale },
    }).catch(() => null);
    setPending(false);
    if (res?.ok) return onChanged((await res.json()) as CreatorCourse);
    const failure = (await res?.json().catch(() => null)) as { error?: { message?: string } } | null;
    setError(failure?.error?.message || t("cover.failed"));
  }

  function chosen(file: File | undefined) {
    if (!file) return;
    if (file.size > L.coverBytes) return setError(t("cover.tooLarge", { mb: L.coverBytes / 1024 / 1024 }));
    void send("POST", file);
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold" id={`${id}-label`}>
        {t("cover.title")}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex aspect-video w-full max-w-60 items-center justify-center overflow-hidden rounded-lg border border-border bg-surface-sunken">
          {coverUrl ? (
            <img src={coverUrl} alt={t("cover.preview")} className="size-full object-cover" />
          ) : (
            <span className="p-2 text-center text-sm text-muted">{t("cover.none")}</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={ACCEPT}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            className="sr-only"
            tabIndex={-1}
            onChange={(e) => {
              chosen(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
          <Button variant="outline" size="sm" disabled={pending} onClick={() => input.current?.click()}>
            {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <ImagePlus aria-hidden="true" className="size-4" />}
            {coverUrl ? t("cover.replace") : t("cover.upload")}
          </Button>
          {coverUrl ? (
            <Button variant="ghost" size="sm" disabled={pending} onClick={() => void send("DELETE")}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t("cover.remove")}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t("cover.hint", { mb: L.coverBytes / 1024 / 1024 })}
      </p>
      <ErrorLine>{error}</ErrorLine>
    </div>
  );
}
