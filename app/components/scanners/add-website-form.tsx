import { Loader2, Plus } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { SCANNER_LIMITS } from "../../../contract/scanner-limits.ts";
import { useApi } from "../../lib/api-client.ts";
import { useLocalizedPath } from "../../lib/locale.ts";
import { toast } from "../../lib/toast.ts";
import { buttonClass } from "../ui/button.tsx";
import { CardForm } from "../ui/card-form.tsx";
import { FormField } from "../ui/form-field.tsx";
import { checkSiteInput } from "./site-input.ts";
import { SiteAddressInput } from "./site-address-input.tsx";

/**
 * Adds a website by host name or URL (IDN written as people write it; the API stores the
 * normalised origin), then opens its page. Full (the §9 limit): the field gives way to the reason.
 */
export function AddWebsiteForm({ initial, full, max }: { initial: string; full: boolean; max: number }) {
  const { t } = useTranslation("scannerPages");
  const api = useApi();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  function fail(message: string) {
    setError(message);
    inputRef.current?.focus();
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const problem = checkSiteInput(value);
    if (problem) return fail(t(`add.errors.${problem}`, { max: SCANNER_LIMITS.maxUrlLength }));
    setPending(true);
    const res = await api.post("/entity/websites", { body: { url: value.trim() } });
    // the first scan starts at once (a host scanned moments ago by anyone waits for its schedule)
    if (res.ok) await api.post("/entity/websites/{id}/scans", { params: { id: res.data.id } });
    setPending(false);
    if (res.ok) {
      toast.success(t("add.done", { host: res.data.displayHost }));
      void navigate(localize(`/scanners/websites/${res.data.id}`));
      return;
    }
    fail(res.error.issues?.find((i) => i.path.endsWith("url"))?.message ?? (res.error.message || t("add.errors.generic")));
  }

  if (full) {
    return (
      <p className="rounded-xl border border-border bg-surface-raised p-4 text-sm" data-testid="websites-full">
        {t("add.full", { max })}
      </p>
    );
  }
  return (
    <CardForm title={t("add.title")} pending={pending} onSubmit={submit} className="gap-3 p-4">
      <div className="flex flex-col gap-3">
        <div className="max-w-xl">
          <FormField id={`${id}-url`} label={t("add.label")} hint={t("add.hint")} error={error} errorIcon>
            {(a11y) => (
              <SiteAddressInput
                {...a11y}
                inputRef={inputRef}
                placeholder={t("add.placeholder")}
                value={value}
                onChange={(e) => {
                  setValue(e.target.value);
                  if (error) setError(undefined);
                }}
              />
            )}
          </FormField>
        </div>
        <button type="submit" aria-disabled={pending || undefined} className={buttonClass("primary", "md", "w-fit")}>
          {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Plus aria-hidden="true" className="size-4" />}
          {t(pending ? "add.adding" : "add.submit")}
        </button>
      </div>
    </CardForm>
  );
}
