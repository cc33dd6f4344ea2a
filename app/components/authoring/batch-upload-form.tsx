import { Download, FileText, Upload } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AUTHORING_LIMITS, type BatchMode } from "../../../contract/authoring-limits.ts";
import { useLocale, useLocalizedPath } from "../../lib/locale.ts";
import { buttonClass } from "../ui/button.tsx";
import { CardSection } from "../ui/card-section.tsx";
import { FileField } from "../ui/file-field.tsx";
import { RadioCards } from "../ui/radio-cards.tsx";
import { uploadBatch } from "./batch-upload.ts";

const KB = Math.round(AUTHORING_LIMITS.batchBytes / 1024);
const TEMPLATES = [
  { href: "/api/creator/courses/batch/template.csv", key: "templateCsv" },
  { href: "/api/creator/courses/batch/template.json", key: "templateJson" },
] as const;

/** Choose a CSV or JSON of outlines and whether its valid rows stay drafts or render at once; the batch's result follows (`?batch=<id>`). */
export function BatchUploadForm() {
  const { t } = useTranslation("creatorBatch");
  const locale = useLocale();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<BatchMode>("draft");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) return setError(t("upload.chooseFile"));
    if (file.size > AUTHORING_LIMITS.batchBytes) return setError(t("upload.tooLarge", { max: KB }));
    setBusy(true);
    setError(undefined);
    const res = await uploadBatch(file, mode, locale);
    setBusy(false);
    if (res.ok) return void navigate(localize(`/content-creator/courses/batch?batch=${res.data.id}`), { state: { uploaded: true } });
    setError(res.error.issues?.[0]?.message || res.error.message || t("upload.unexpected"));
  }

  const fileId = `${id}-file`;
  return (
    <CardSection id={id} title={t("upload.title")}>
      <p className="mt-2 text-sm text-muted">{t("format.intro")}</p>
      <details className="mt-3 rounded-lg border border-border bg-surface p-3 text-sm">
        <summary className="cursor-pointer font-semibold">{t("format.summary")}</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {(["languages", "areaLevel", "titles", "steps", "optional", "json"] as const).map((k) => (
            <li key={k}>{t(`format.${k}`)}</li>
          ))}
        </ul>
        <p className="mt-2">
          {t("format.more")}{" "}
          <a href="/api/docs" className="font-semibold underline underline-offset-4">
            {t("format.reference")}
          </a>
        </p>
      </details>
      <div className="mt-3 flex flex-wrap gap-3">
        {TEMPLATES.map(({ href, key }) => (
          <a key={key} href={href} download className={buttonClass("outline", "sm")}>
            <Download aria-hidden="true" className="size-4" />
            {t(`format.${key}`)}
          </a>
        ))}
      </div>
      <form onSubmit={submit} noValidate aria-busy={busy} className="mt-5 flex flex-col gap-5">
        <FileField
          id={fileId}
          label={t("upload.file")}
          hint={t("upload.fileHint", { max: KB, rows: AUTHORING_LIMITS.batchRows })}
          accept=".csv,.json,text/csv,application/json"
          error={error}
          onFile={(f) => {
            setFile(f);
            setError(undefined);
          }}
        />
        <RadioCards<BatchMode>
          id={`${id}-mode`}
          name="mode"
          legend={t("upload.mode")}
          value={mode}
          onChange={setMode}
          options={[
            {
              value: "draft",
              title: t("upload.modeDraft"),
              text: t("upload.modeDraftHint"),
              icon: <FileText aria-hidden="true" className="size-5" />,
            },
            {
              value: "render",
              title: t("upload.modeRender"),
              text: t("upload.modeRenderHint"),
              icon: <Upload aria-hidden="true" className="size-5" />,
            },
          ]}
        />
        <div>
          <button type="submit" className={buttonClass("primary")} disabled={busy}>
            <Upload aria-hidden="true" className="size-4" />
            {busy ? t("upload.uploading") : t("upload.submit")}
          </button>
          {busy ? (
            <p role="status" className="mt-2 text-sm text-muted">
              {t("upload.checking")}
            </p>
          ) : null}
        </div>
      </form>
    </CardSection>
  );
}
