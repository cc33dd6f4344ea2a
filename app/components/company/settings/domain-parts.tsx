import { BadgeCheck, Copy, Loader2, ShieldAlert } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { FormField, inputClass } from "../../ui/form-field.tsx";
import { URL_TEXT_INPUT } from "../../ui/input-kinds.ts";

// What the company's e-mail domain card and its site's custom-domain card have in common: the
// state badge, the form that names the domain, the DNS records to copy and the check button.

/** The outcome of the last save or check, as CheckResult shows it. */
export type DomainResult = { ok: boolean; message: string } | null;

/** Copies a DNS value and says so (the card's `domain.copied`), or that the browser refused (`domain.copyFailed`). */
async function copyWithToast(text: string, t: (key: string) => string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(t("domain.copied"));
  } catch {
    toast.error(t("domain.copyFailed"));
  }
}

/** Green with a tick once the domain is proven; amber with a warning while it waits. */
export function DomainBadge({ verified, children }: { verified: boolean; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${verified ? "border-green-700 text-green-800 dark:border-green-400 dark:text-green-300" : "border-amber-700 text-amber-800 dark:border-amber-400 dark:text-amber-300"}`}
    >
      {verified ? <BadgeCheck aria-hidden="true" className="size-3.5" /> : <ShieldAlert aria-hidden="true" className="size-3.5" />}
      {children}
    </span>
  );
}

/** What a domain card is doing: nothing, or the action under way (save, claim, verify). */
export type DomainBusy = string | null;

/**
 * The domain field and its submit button (and whatever follows them, e.g. a remove button); the
 * field's label and placeholder are the card's `domain.label` and `domain.placeholder`.
 */
export function DomainForm({
  id,
  t,
  draft: [value, onChange],
  error,
  onSubmit,
  submitLabel,
  action,
  busy,
  children,
}: {
  id: string;
  t: (key: string) => string;
  draft: readonly [string, (value: string) => void];
  error?: string;
  onSubmit: (e: FormEvent) => void;
  submitLabel: string;
  /** The submit's action: its button spins while it runs. */
  action: string;
  busy: DomainBusy;
  children?: ReactNode;
}) {
  const [label, placeholder] = [t("domain.label"), t("domain.placeholder")];
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-56">
        <FormField id={id} label={label} error={error} errorIcon>
          {(a11y) => (
            <input
              {...a11y}
              {...URL_TEXT_INPUT}
              placeholder={placeholder}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      {/* below a field with an error, the buttons keep level with the field rather than its message */}
      <button type="submit" className={buttonClass("outline", "md", error ? "mb-9" : "")} aria-disabled={busy !== null || undefined}>
        {busy === action ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {submitLabel}
      </button>
      {children}
    </form>
  );
}

/** Asks the server to look the DNS records up now (the card's `domain.verify`, `domain.verifying`). */
export function VerifyButton({ onClick, busy, t }: { onClick: () => void; busy: DomainBusy; t: (key: string) => string }) {
  return (
    <button type="button" onClick={onClick} className={buttonClass("primary", "md", "mt-4")} aria-disabled={busy !== null || undefined}>
      {busy === "verify" ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {busy === "verify" ? t("domain.verifying") : t("domain.verify")}
    </button>
  );
}

/**
 * The steps that prove a domain: the card's own steps (list items: which records to publish),
 * then "wait and check" (`domain.step3`) and the check button.
 */
export function DnsSteps({
  testId,
  t,
  busy,
  onVerify,
  children,
}: {
  testId: string;
  t: (key: string) => string;
  busy: DomainBusy;
  onVerify: () => void;
  children: ReactNode;
}) {
  return (
    <div className="mt-5 min-w-0 max-w-full rounded-lg border border-border bg-surface p-4 [overflow-wrap:anywhere]" data-testid={testId}>
      <h3 className="font-semibold">{t("domain.stepsTitle")}</h3>
      <ol className="mt-2 min-w-0 list-decimal space-y-3 pl-5 text-sm [overflow-wrap:anywhere]">
        {children}
        <li>{t("domain.step3")}</li>
      </ol>
      <VerifyButton onClick={onVerify} busy={busy} t={t} />
    </div>
  );
}

/** A step that names DNS records to publish: its words, then the records (DnsRecordRow). */
export function DnsRecordsStep({ text, children }: { text: string; children: ReactNode }) {
  return (
    <li>
      {text}
      <dl className="mt-2 flex flex-col gap-2">{children}</dl>
    </li>
  );
}

/** One DNS record's field (name, value, target) with a button that copies it (the card's `domain.copy`). */
export function DnsRecordRow({
  t,
  label,
  value,
  copyLabel,
  testId,
}: {
  t: (key: string) => string;
  label: string;
  value: string;
  copyLabel: string;
  testId: string;
}) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <dt className="w-full text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="min-w-0 flex-1">
        <code className="block break-all rounded border border-border bg-surface-sunken px-2 py-1.5 font-mono text-xs" data-testid={testId}>
          {value}
        </code>
      </dd>
      <dd>
        <button type="button" onClick={() => void copyWithToast(value, t)} className={buttonClass("outline", "sm")} aria-label={copyLabel}>
          <Copy aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{t("domain.copy")}</span>
        </button>
      </dd>
    </div>
  );
}
