import { Loader2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/locale.ts";
import { FieldError, FormField, inputClass } from "../ui/form-field.tsx";
import { DOMAIN } from "./validation.ts";

type Found = { domain: string; exists: boolean; entityName: string | null };

/**
 * The company's e-mail domain — always the domain of the person's own address — and, when a
 * company on this platform has proved it owns it, the choice to ask to join it or create a
 * separate one (POST /api/entity/search-domain).
 */
export function DomainCheck({
  initialDomain,
  brand,
  errors,
  onJoiningChange,
}: {
  initialDomain: string;
  brand: string;
  errors: { domain?: string; domainOption?: string };
  onJoiningChange: (joining: boolean) => void;
}) {
  const { t } = useTranslation("auth");
  const locale = useLocale();
  // the domain of the person's own (verified) address: nobody names another company's domain
  const domain = initialDomain;
  const [found, setFound] = useState<Found | null>(null);
  const [checking, setChecking] = useState(false);
  const [option, setOption] = useState<"join" | "create" | null>(null);
  const latest = useRef("");

  const search = useCallback(
    async (value: string) => {
      const d = value.trim().toLowerCase();
      if (!DOMAIN.test(d) || d === latest.current) return;
      latest.current = d;
      setChecking(true);
      try {
        const res = await fetch("/api/entity/search-domain", {
          method: "POST",
          credentials: "same-origin",
          headers: { "content-type": "application/json", "x-locale": locale },
          body: JSON.stringify({ domain: d }),
        });
        const body = (await res.json().catch(() => null)) as { exists?: unknown; entityName?: unknown } | null;
        // An answer for a domain the person has since changed is dropped.
        if (latest.current !== d) return;
        setFound(res.ok ? { domain: d, exists: body?.exists === true, entityName: typeof body?.entityName === "string" ? body.entityName : null } : null);
      } catch {
        if (latest.current === d) setFound(null);
      } finally {
        if (latest.current === d) setChecking(false);
      }
    },
    [locale],
  );

  useEffect(() => {
    void search(initialDomain);
  }, [initialDomain, search]);

  const current = found && found.domain === domain ? found : null;
  const choosing = Boolean(current?.exists) && !checking;
  const joining = choosing && option === "join";
  useEffect(() => {
    onJoiningChange(joining);
  }, [joining, onJoiningChange]);
  useEffect(() => () => onJoiningChange(false), [onJoiningChange]);
  const optionErrorId = errors.domainOption ? "auth-domainOption-error" : undefined;
  return (
    <div className="space-y-4">
      <FormField id="auth-domain" name="domain" label={t("fields.domain")} hint={t("profile.domainHint")} error={errors.domain}>
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={253}
            value={domain}
            readOnly
            placeholder={t("profile.domainPlaceholder")}
            className={inputClass}
          />
        )}
      </FormField>
      <p role="status" className="flex items-center gap-2 text-sm text-muted empty:hidden">
        {checking ? (
          <>
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {t("profile.checking")}
          </>
        ) : current?.exists ? (
          t("profile.domainTaken", { entity: current.entityName ?? current.domain, brand })
        ) : current ? (
          t("profile.domainFree", { domain: current.domain })
        ) : null}
      </p>
      {current && choosing ? (
        <fieldset aria-describedby={optionErrorId} aria-invalid={Boolean(errors.domainOption) || undefined} className="space-y-2 rounded-xl border border-border bg-surface p-4">
          <input type="hidden" name="domainExists" value="true" />
          <input type="hidden" name="foundEntityName" value={current.entityName ?? ""} />
          <legend className="px-1 text-sm font-semibold">{t("profile.domainOptionLegend")}</legend>
          {(["join", "create"] as const).map((choice) => (
            <label key={choice} className="flex cursor-pointer gap-3 text-sm">
              <input
                type="radio"
                name="domainOption"
                value={choice}
                checked={option === choice}
                onChange={() => setOption(choice)}
                required
                className="mt-0.5 size-4 accent-primary"
              />
              <span>
                <span className="block font-medium">{t(`profile.domainOption.${choice}`, { entity: current.entityName ?? current.domain })}</span>
                <span className="block text-muted">{t(`profile.domainOptionText.${choice}`)}</span>
              </span>
            </label>
          ))}
          {optionErrorId ? <FieldError id={optionErrorId} message={errors.domainOption} /> : null}
        </fieldset>
      ) : null}
    </div>
  );
}
