import { Loader2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { WHITELABEL_LIMITS, slugProblem } from "../../../../contract/whitelabel-rules.ts";
import { useApi } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { FormField, inputClass } from "../../ui/form-field.tsx";

const card = "min-w-0 rounded-xl border border-border bg-surface-raised p-5 sm:p-6";

/** A company without a site of its own names one and picks its address (POST /whitelabel/entity). */
export function CreateSiteForm({ company, siteHost, canManage }: { company: string; siteHost: (slug: string) => string; canManage: boolean }) {
  const { t } = useTranslation("companyWhitelabel");
  const api = useApi();
  const { revalidate } = useRevalidator();
  const [name, setName] = useState(company);
  const [slug, setSlug] = useState(() =>
    company
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, WHITELABEL_LIMITS.slugMax),
  );
  const [errors, setErrors] = useState<{ name?: string; slug?: string }>({});
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    const s = slug.trim().toLowerCase();
    const problem = slugProblem(s);
    const found = { name: name.trim() ? undefined : t("errors:required"), slug: problem ? t(problem, { min: WHITELABEL_LIMITS.slugMin, max: WHITELABEL_LIMITS.slugMax }) : undefined };
    if (found.name || found.slug) {
      setErrors(found);
      document.getElementById(found.name ? "wl-new-name" : "wl-new-slug")?.focus();
      return;
    }
    setPending(true);
    setErrors({});
    const res = await api.post("/whitelabel/entity", { body: { name: name.trim(), whitelabelSlug: s } });
    setPending(false);
    if (res.ok) {
      toast.success(t("create.created"));
      void revalidate();
      return;
    }
    const next: { name?: string; slug?: string } = {};
    for (const i of res.error.issues ?? []) {
      if (i.path === "name") next.name ??= i.message;
      if (i.path === "whitelabelSlug") next.slug ??= i.message;
    }
    if (!next.name && !next.slug) toast.error(res.error.message);
    setErrors(next);
  }

  if (!canManage) return <p className={card}>{t("errors.noSite")}</p>;
  return (
    <form onSubmit={submit} noValidate className={card} aria-labelledby="wl-create-title" data-testid="create-site-form">
      <h2 id="wl-create-title" className="text-lg font-bold">
        {t("create.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("create.intro")}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField id="wl-new-name" label={t("create.name")} hint={t("create.nameHint")} error={errors.name} errorIcon>
          {(a11y) => <input {...a11y} type="text" value={name} maxLength={WHITELABEL_LIMITS.name + 20} onChange={(e) => setName(e.target.value)} className={inputClass} />}
        </FormField>
        <FormField id="wl-new-slug" label={t("create.slug")} hint={t("create.slugHint", { host: siteHost(slug.trim().toLowerCase() || "…") })} error={errors.slug} errorIcon>
          {(a11y) => <input {...a11y} type="text" value={slug} autoCapitalize="none" spellCheck={false} maxLength={WHITELABEL_LIMITS.slugMax + 10} onChange={(e) => setSlug(e.target.value)} className={inputClass} />}
        </FormField>
      </div>
      <div className="mt-5 flex justify-end">
        <button type="submit" className={buttonClass("primary")} aria-disabled={pending || undefined}>
          {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {pending ? t("create.submitting") : t("create.submit")}
        </button>
      </div>
    </form>
  );
}
