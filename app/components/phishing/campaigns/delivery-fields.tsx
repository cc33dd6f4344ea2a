import { useTranslation } from "react-i18next";
import type { UseFormReturn } from "react-hook-form";
import { LANDING_PAGES } from "../../../../contract/phishing-limits.ts";
import { FieldError, inputClass } from "../../ui/form-field.tsx";
import type { ProfileList } from "./campaign-form-data.ts";
import type { CampaignFormValues } from "./campaign-form-values.ts";

/**
 * How the simulations leave and where a click lands: the platform's mail server or one of the
 * company's sending profiles (said when the platform's is not set up), and each template's own
 * landing page or one for all, with what it shows.
 */
export function DeliveryFields({
  form,
  profiles,
}: {
  form: UseFormReturn<CampaignFormValues, unknown, unknown>;
  profiles: ProfileList | null;
}) {
  const { t } = useTranslation("phishingCampaigns");
  const { t: tp } = useTranslation("phishing");
  const v = form.watch();
  const errors = form.formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="min-w-0">
        <label htmlFor="campaign-profile" className="block text-sm font-semibold">
          {t("form.profile")}
        </label>
        <select
          id="campaign-profile"
          className={inputClass}
          {...form.register("sendingProfileId")}
          aria-describedby="campaign-profile-hint"
        >
          <option value="">{tp("platformSmtp")}</option>
          {(profiles?.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.fromAddress})
            </option>
          ))}
        </select>
        <p id="campaign-profile-hint" className="mt-1 text-sm text-muted">
          {profiles && !profiles.platform.configured && !v.sendingProfileId ? t("form.platformUnconfigured") : t("form.profileHint")}
        </p>
        <FieldError id="campaign-profile-error" message={errors.sendingProfileId?.message} icon />
      </div>
      <div className="min-w-0">
        <label htmlFor="campaign-landing" className="block text-sm font-semibold">
          {t("form.landing")}
        </label>
        <select id="campaign-landing" className={inputClass} {...form.register("landingPageId")} aria-describedby="campaign-landing-hint">
          <option value="">{t("form.landingDefault")}</option>
          {LANDING_PAGES.map((l) => (
            <option key={l} value={l}>
              {tp(`landingPages.${l}`)}
            </option>
          ))}
        </select>
        <p id="campaign-landing-hint" className="mt-1 text-sm text-muted">
          {v.landingPageId ? tp(`landingPageHints.${v.landingPageId}`) : t("form.landingDefaultHint")}
        </p>
      </div>
    </div>
  );
}
