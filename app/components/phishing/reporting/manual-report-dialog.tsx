import * as Dialog from "@radix-ui/react-dialog";
import { Flag } from "lucide-react";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { manualReportResultSchema } from "../../../../contract/phishing.ts";
import { PHISHING_LIMITS } from "../../../../contract/phishing-limits.ts";
import { useApi } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { ErrorLine } from "../../ui/error-line.tsx";
import { inputClass } from "../../ui/form-field.tsx";
import { readReportsCsv, type CsvRead } from "./manual-report-csv.ts";
import { apiMoment, BAD_LINES_SHOWN, localValue } from "./manual-report-values.ts";

type Result = z.infer<typeof manualReportResultSchema>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Mark as reported": people who reported the simulation some other way (a call, a chat, the
 * service desk), with the real time — one person, or a CSV of `email,reported_at` read in the
 * browser (how many rows it found, then what was recorded and the addresses that were not the
 * campaign's). The campaign page embeds it.
 */
export function ManualReportDialog({ campaignId, onDone }: { campaignId: string; onDone(): void }) {
  const { t } = useTranslation("phishingReporting");
  const api = useApi();
  const id = useId();
  const firstRef = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<"one" | "csv">("one");
  const [email, setEmail] = useState("");
  const [at, setAt] = useState(() => localValue(new Date()));
  const [csv, setCsv] = useState<CsvRead | null>(null);
  const [errors, setErrors] = useState<{ email?: string; at?: string; file?: string; form?: string }>({});
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    setMode("one");
    setEmail("");
    setAt(localValue(new Date()));
    setCsv(null);
    setErrors({});
    setResult(null);
  }

  async function readFile(file: File | undefined) {
    setErrors({});
    setCsv(null);
    if (!file) return;
    const read = readReportsCsv(await file.text());
    if (!read.reports.length) return setErrors({ file: t("manual.errors.emptyCsv") });
    if (read.tooMany) return setErrors({ file: t("manual.errors.tooMany", { max: PHISHING_LIMITS.csvRows }) });
    setCsv(read);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    let reports: { email: string; reportedAt?: string }[];
    if (mode === "one") {
      const when = at ? new Date(at) : null;
      const next = {
        email: EMAIL.test(email.trim()) ? undefined : t("manual.errors.email"),
        at:
          !when || Number.isNaN(when.getTime())
            ? t("manual.errors.time")
            : when.getTime() > Date.now() + 60_000
              ? t("manual.errors.future")
              : undefined,
      };
      if (next.email || next.at) return setErrors(next);
      reports = [{ email: email.trim().toLowerCase(), reportedAt: apiMoment(when!) }];
    } else {
      if (!csv) return setErrors({ file: t("manual.errors.noFile") });
      reports = csv.reports;
    }
    setErrors({});
    setPending(true);
    const res = await api.post("/phishing/campaigns/{id}/reports", {
      params: { id: campaignId },
      body: { reports, source: mode === "csv" ? "csv" : "manual" },
    });
    setPending(false);
    if (!res.ok) return setErrors({ form: res.error.message || t("errors.generic") });
    setResult(res.data);
    toast.success(t("manual.recorded", { count: res.data.recorded }));
    onDone();
  }

  const tab = (m: "one" | "csv") => (
    <button
      type="button"
      aria-pressed={mode === m}
      onClick={() => {
        setMode(m);
        setErrors({});
      }}
      className={buttonClass(mode === m ? "primary" : "outline", "sm")}
    >
      {t(`manual.mode.${m}`)}
    </button>
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClass("outline")}>
        <Flag aria-hidden="true" className="size-4" />
        {t("manual.open")}
      </Dialog.Trigger>
      <DialogFrame
        title={t("manual.title")}
        description={t("manual.description")}
        closeLabel={t("manual.close")}
        closeDisabled={pending}
        initialFocus={firstRef}
      >
        {result ? (
          <div className="mt-5 flex flex-col gap-3" role="status" data-testid="phishing-manual-result">
            <p className="font-semibold">{t("manual.recorded", { count: result.recorded })}</p>
            {result.unchanged > 0 && <p>{t("manual.unchanged", { count: result.unchanged })}</p>}
            {result.unknown.length > 0 && (
              <div>
                <p>{t("manual.unknown", { count: result.unknown.length })}</p>
                <ul className="mt-1 max-h-40 list-disc overflow-auto break-all pl-5 text-sm">
                  {result.unknown.map((u) => (
                    <li key={u}>{u}</li>
                  ))}
                </ul>
              </div>
            )}
            <Dialog.Close className={buttonClass("primary")}>{t("manual.done")}</Dialog.Close>
          </div>
        ) : (
          <form noValidate onSubmit={(e) => void submit(e)} aria-busy={pending} className="mt-5 flex flex-col gap-4">
            <div role="group" aria-label={t("manual.modeLabel")} className="flex flex-wrap gap-2">
              {tab("one")}
              {tab("csv")}
            </div>
            {mode === "one" ? (
              <>
                <Field id={`${id}-email`} label={t("manual.email")} error={errors.email}>
                  <input
                    ref={firstRef}
                    id={`${id}-email`}
                    type="email"
                    inputMode="email"
                    autoComplete="off"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    aria-invalid={!!errors.email}
                    aria-describedby={errors.email ? `${id}-email-error` : undefined}
                    className={inputClass}
                  />
                </Field>
                <Field id={`${id}-at`} label={t("manual.at")} hint={t("manual.atHint")} error={errors.at}>
                  <input
                    id={`${id}-at`}
                    type="datetime-local"
                    value={at}
                    max={localValue(new Date())}
                    onChange={(e) => setAt(e.target.value)}
                    aria-invalid={!!errors.at}
                    aria-describedby={`${id}-at-hint${errors.at ? ` ${id}-at-error` : ""}`}
                    className={inputClass}
                  />
                </Field>
              </>
            ) : (
              <Field id={`${id}-file`} label={t("manual.file")} hint={t("manual.fileHint")} error={errors.file}>
                <input
                  id={`${id}-file`}
                  type="file"
                  accept=".csv,text/csv"
                  onChange={(e) => void readFile(e.target.files?.[0])}
                  aria-invalid={!!errors.file}
                  aria-describedby={`${id}-file-hint${errors.file ? ` ${id}-file-error` : ""}`}
                  className="text-sm"
                />
                {csv && (
                  <p className="mt-2 text-sm" role="status" data-testid="phishing-manual-rows">
                    {t("manual.rows", { count: csv.reports.length })}
                    {csv.bad.length > 0 && <> {t("manual.badLines", { lines: csv.bad.slice(0, BAD_LINES_SHOWN).join(", ") })}</>}
                  </p>
                )}
              </Field>
            )}
            <ErrorLine>{errors.form ?? null}</ErrorLine>
            <DialogFormActions
              cancelLabel={t("manual.cancel")}
              submitLabel={t(pending ? "manual.saving" : "manual.submit")}
              pending={pending}
            />
          </form>
        )}
      </DialogFrame>
    </Dialog.Root>
  );
}

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
