import { Loader2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { WHITELABEL_LIMITS } from "../../../../contract/whitelabel-rules.ts";
import { useApi } from "../../../lib/api-client.ts";
import { contractResolver, setApiIssues } from "../../../lib/contract-form.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { inputClass } from "../../ui/form-field.tsx";
import { HookField } from "../../ui/hook-field.tsx";
import { CREATE_SITE_WORDING, createSiteFormSchema } from "./create-site-form-schema.ts";

const card = "min-w-0 rounded-xl border border-border bg-surface-raised p-5 sm:p-6";

/** A company without a site of its own names one and picks its address (POST /whitelabel/entity). */
export function CreateSiteForm({
  company,
  siteHost,
  canManage,
}: {
  company: string;
  siteHost: (slug: string) => string;
  canManage: boolean;
}) {
  const { t } = useTranslation("companyWhitelabel");
  const api = useApi();
  const { revalidate } = useRevalidator();
  const form = useForm({
    resolver: contractResolver(createSiteFormSchema, t, CREATE_SITE_WORDING),
    defaultValues: {
      name: company,
      whitelabelSlug: company
        .toLowerCase()
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, WHITELABEL_LIMITS.slugMax),
    },
  });
  const slug = form.watch("whitelabelSlug");
  const [pending, setPending] = useState(false);

  const submit = form.handleSubmit(async (body) => {
    if (pending) return;
    setPending(true);
    const res = await api.post("/whitelabel/entity", { body });
    setPending(false);
    if (res.ok) {
      toast.success(t("create.created"));
      void revalidate();
      return;
    }
    if (!setApiIssues(form.setError, res.error, ["name", "whitelabelSlug"])) toast.error(res.error.message);
  });

  if (!canManage) return <p className={card}>{t("errors.noSite")}</p>;
  return (
    <form onSubmit={submit} noValidate className={card} aria-labelledby="wl-create-title" data-testid="create-site-form">
      <h2 id="wl-create-title" className="text-lg font-bold">
        {t("create.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("create.intro")}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <HookField control={form.control} name="name" id="wl-new-name" label={t("create.name")} hint={t("create.nameHint")} errorIcon>
          {(control) => <input {...control} type="text" maxLength={WHITELABEL_LIMITS.name + 20} className={inputClass} />}
        </HookField>
        <HookField
          control={form.control}
          name="whitelabelSlug"
          id="wl-new-slug"
          label={t("create.slug")}
          hint={t("create.slugHint", { host: siteHost(slug.trim().toLowerCase() || "…") })}
          errorIcon
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={WHITELABEL_LIMITS.slugMax + 10}
              className={inputClass}
            />
          )}
        </HookField>
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
