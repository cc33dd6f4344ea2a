import { Loader2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DOMAIN_PATTERN } from "../../../contract/field-rules.ts";
import type { SearchDomainResult } from "../../../contract/organizations.ts";
import { useApi } from "../../lib/api-client.ts";
import { FieldError, FormField, inputClass } from "../ui/form-field.tsx";
import { URL_TEXT_INPUT } from "../ui/input-kinds.ts";

type Found = SearchDomainResult & { domain: string };

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
  const api = useApi();
  // the domain of the person's own (verified) address: nobody names another company's domain
  const domain = initialDomain;
  const [found, setFound] = useState<Found | null>(null);
  const [checking, setChecking] = useState(false);
  const [option, setOption] = useState<"join" | "create" | null>(null);
  const latest = useRef("");

  const search = useCallback(
    async (value: string) => {
      const d = value.trim().toLowerCase();
      if (!DOMAIN_PATTERN.test(d) || d === latest.current) return;
      latest.current = d;
      setChecking(true);
      const res = await api.post("/entity/search-domain", { body: { domain: d } });
      // An answer for a domain the person has since changed is dropped.
      if (latest.current !== d) return;
      setFound(res.ok ? { ...res.data, domain: d } : null);
      setChecking(false);
    },
    [api],
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
            {...URL_TEXT_INPUT}
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
        <fieldset
          aria-describedby={optionErrorId}
          aria-invalid={Boolean(errors.domainOption) || undefined}
          className="space-y-2 rounded-xl border border-border bg-surface p-4"
        >
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
                <span className="block font-medium">
                  {t(`profile.domainOption.${choice}`, { entity: current.entityName ?? current.domain })}
                </span>
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
