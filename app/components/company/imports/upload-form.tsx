import { Download, Upload } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { IMPORT_LIMITS } from "../../../../contract/import-rules.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocalizedPath } from "../../../lib/locale.ts";
import { buttonClass } from "../../ui/button.tsx";
import { CardSection } from "../../ui/card-section.tsx";
import { FileField } from "../../ui/file-field.tsx";

const MB = Math.round(IMPORT_LIMITS.maxBytes / 1024 / 1024);

/** Choose a CSV, validate it first or import it, e-mail the invitations or not; the file goes as it is and the import's page follows it. */
export function UploadForm() {
  const { t } = useTranslation("companyImports");
  const api = useApi();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const [sendInvitations, setSendInvitations] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) return setError(t("upload.chooseFile"));
    if (file.size > IMPORT_LIMITS.maxBytes) return setError(t("errors.tooLarge", { max: MB }));
    setBusy(true);
    setError(undefined);
    const form = new FormData();
    form.append("file", file);
    const res = await api.post("/entity/imports", {
      query: {
        dryRun: dryRun ? "true" : "false",
        sendInvitations: sendInvitations ? "true" : "false",
        fileName: file.name.slice(0, IMPORT_LIMITS.fileName),
      },
      rawBody: form,
    });
    setBusy(false);
    if (res.ok) return void navigate(localize(`/my-company/imports/${res.data.id}`));
    setError(res.error.issues?.[0]?.message || res.error.message || t("errors.unexpected"));
  }

  const fileId = `${id}-file`;
  return (
    <CardSection id={id} title={t("upload.title")}>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <FileField
          id={fileId}
          label={t("upload.file")}
          hint={t("upload.fileHint", { max: MB })}
          accept=".csv,text/csv"
          error={error}
          onFile={(f) => {
            setFile(f);
            setError(undefined);
          }}
        />
        <div className="flex items-start gap-3">
          <input
            id={`${id}-dry`}
            type="checkbox"
            checked={dryRun}
            onChange={(e) => setDryRun(e.target.checked)}
            aria-describedby={`${id}-dry-hint`}
            className="mt-1 size-5 shrink-0"
          />
          <div>
            <label htmlFor={`${id}-dry`} className="font-semibold">
              {t("upload.dryRun")}
            </label>
            <p id={`${id}-dry-hint`} className="text-sm text-muted">
              {t("upload.dryRunHint")}
            </p>
          </div>
        </div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-mail`}
            type="checkbox"
            checked={sendInvitations}
            onChange={(e) => setSendInvitations(e.target.checked)}
            aria-describedby={`${id}-mail-hint`}
            className="mt-1 size-5 shrink-0"
          />
          <div>
            <label htmlFor={`${id}-mail`} className="font-semibold">
              {t("upload.sendInvitations")}
            </label>
            <p id={`${id}-mail-hint`} className="text-sm text-muted">
              {t("upload.sendInvitationsHint")}
            </p>
          </div>
        </div>
        <p className="text-sm text-muted">{t("upload.help")}</p>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass("primary")} disabled={busy}>
            <Upload aria-hidden="true" className="size-4" />
            {busy ? t("upload.uploading") : dryRun ? t("upload.submitDryRun") : t("upload.submit")}
          </button>
          <a href="/api/entity/imports/template.csv" download className={buttonClass("outline")}>
            <Download aria-hidden="true" className="size-4" />
            {t("upload.template")}
          </a>
        </div>
      </form>
    </CardSection>
  );
}
