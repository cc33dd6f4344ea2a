import * as Dialog from "@radix-ui/react-dialog";
import { Loader2, Paperclip } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { EvidenceSummary } from "../../../../contract/compliance-evidence.ts";
import { useApi } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useDebouncedLoad, usePicked } from "../../../lib/use-pick-list.ts";
import { buttonClass } from "../../ui/button.tsx";
import { DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { inputClass } from "../../ui/form-field.tsx";
import { StatePager } from "../../ui/pager.tsx";
import { ValidityBadge } from "../evidence/evidence-item.tsx";
import { ErrorLine } from "../../ui/error-line.tsx";

const PAGE_SIZE = 10;

/**
 * Attaches evidence already in the library: found by its title, file name or address, a page at a
 * time; what is attached already shows as such. Ticks survive new searches and pages.
 */
export function AttachEvidenceDialog({
  requirement,
  attached,
}: {
  requirement: { id: string; code: string };
  attached: readonly string[];
}) {
  const { t } = useTranslation("complianceRequirementPages");
  const api = useApi();
  const revalidator = useRevalidator();
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [found, setFound] = useState<{ data: EvidenceSummary[]; total: number } | null>(null);
  const { picked, toggle, clear } = usePicked((e: EvidenceSummary) => e.id);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useDebouncedLoad(open, `${page}\n${search}`, async () => {
    const res = await api.get("/compliance/evidence", { query: { search: search.trim() || undefined, page, limit: PAGE_SIZE } });
    return () => (res.ok ? setFound({ data: res.data.data, total: res.data.total }) : setError(res.error.message || t("attach.failed")));
  });

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    setSearch("");
    setPage(1);
    setFound(null);
    clear();
    setError(null);
  }

  async function submit(ev: FormEvent<HTMLFormElement>) {
    ev.preventDefault();
    if (pending) return;
    if (!picked.size) return setError(t("attach.pick"));
    setPending(true);
    setError(null);
    for (const e of picked.values()) {
      const res = await api.put("/compliance/evidence/{id}/requirements/{requirementId}", {
        params: { id: e.id, requirementId: requirement.id },
      });
      if (!res.ok) {
        setPending(false);
        void revalidator.revalidate();
        return setError(res.error.message || t("attach.failed"));
      }
    }
    setPending(false);
    setOpen(false);
    toast.success(t("attach.done", { count: picked.size, code: requirement.code }));
    void revalidator.revalidate();
  }

  const pages = Math.max(1, Math.ceil((found?.total ?? 0) / PAGE_SIZE));
  const isAttached = new Set(attached);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClass("outline")} data-testid="attach-existing">
        <Paperclip aria-hidden="true" className="size-4" />
        {t("attach.open")}
      </Dialog.Trigger>
      <DialogFrame
        title={t("attach.title", { code: requirement.code })}
        description={t("attach.description")}
        closeLabel={t("close")}
        closeDisabled={pending}
        initialFocus={searchRef}
      >
        <form noValidate onSubmit={submit} aria-busy={pending} className="mt-5 flex flex-col gap-4">
          <div>
            <label htmlFor={`${id}-search`} className="block text-sm font-semibold">
              {t("attach.search")}
            </label>
            <input
              id={`${id}-search`}
              ref={searchRef}
              type="search"
              autoComplete="off"
              maxLength={100}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              className={inputClass}
            />
          </div>
          <fieldset aria-describedby={`${id}-count`}>
            <legend className="sr-only">{t("attach.legend")}</legend>
            {found === null ? (
              <p className="flex items-center gap-2 text-sm text-muted">
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                {t("attach.loading")}
              </p>
            ) : !found.data.length ? (
              <p className="text-sm text-muted">{search.trim() ? t("attach.noMatch", { search: search.trim() }) : t("attach.none")}</p>
            ) : (
              <ul className="max-h-72 divide-y divide-border overflow-y-auto rounded-lg border border-border">
                {found.data.map((e) => (
                  <EvidenceOption
                    key={e.id}
                    evidence={e}
                    attached={isAttached.has(e.id)}
                    picked={picked.has(e.id)}
                    onToggle={(on) => toggle(e, on)}
                  />
                ))}
              </ul>
            )}
          </fieldset>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p id={`${id}-count`} className="text-muted" aria-live="polite">
              {t("attach.selected", { count: picked.size })}
            </p>
            <StatePager
              page={page}
              pages={pages}
              onPage={setPage}
              texts={{ previous: t("pager.previous"), next: t("pager.next"), page: t("pager.page", { page, pages }) }}
            />
          </div>
          <ErrorLine>{error}</ErrorLine>
          <DialogFormActions
            cancelLabel={t("cancel")}
            submitLabel={t("attach.submit", { count: Math.max(picked.size, 1) })}
            pending={pending}
          />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}

/** One piece of evidence to tick: its title, kind and validity; one already attached stays ticked and off. */
function EvidenceOption({
  evidence: e,
  attached,
  picked,
  onToggle,
}: {
  evidence: EvidenceSummary;
  attached: boolean;
  picked: boolean;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useTranslation("complianceRequirementPages");
  return (
    <li>
      <label className={`flex items-start gap-3 px-3 py-2.5 ${attached ? "text-muted" : "cursor-pointer hover:bg-surface-sunken"}`}>
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-primary"
          disabled={attached}
          checked={attached || picked}
          onChange={(x) => onToggle(x.target.checked)}
        />
        <span className="flex min-w-0 flex-col gap-1">
          <span className="break-words font-medium">{e.title}</span>
          <span className="flex flex-wrap items-center gap-2 text-sm">
            {t(`evidence.kind.${e.kind}`)}
            <ValidityBadge evidence={e} />
            {attached ? <span>{t("attach.already")}</span> : null}
          </span>
        </span>
      </label>
    </li>
  );
}
