import { Loader2, Save } from "lucide-react";
import { useId, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Avatar, AvatarInput } from "../../../contract/authoring.ts";
import { AUTHORING_LIMITS as L, CREATOR_LANGUAGES } from "../../../contract/authoring-limits.ts";
import { type ApiErrorBody, useApi } from "../../lib/api-client.ts";
import { contractResolver } from "../../lib/contract-form.ts";
import { useLocale, useLocalizedPath } from "../../lib/locale.ts";
import { toast } from "../../lib/toast.ts";
import { buttonClass } from "../ui/button.tsx";
import { ErrorBox } from "../ui/error-line.tsx";
import { inputClass } from "../ui/form-field.tsx";
import { HookField } from "../ui/hook-field.tsx";
import { avatarFormSchema } from "./avatar-form-schema.ts";
import { type PortraitChoice, AvatarPortraitField } from "./avatar-portrait-field.tsx";
import { AvatarRateField } from "./avatar-rate-field.tsx";
import { removePortrait, uploadPortrait } from "./avatar-upload.ts";
import type { VoiceChoices } from "./studio-api.ts";
import { VoicePicker } from "./voice-picker.tsx";

const FIELDS = ["name", "language", "voices.en", "voices.pt", "rate"] as const satisfies readonly FieldPath<AvatarInput>[];

/** The API's refusal on the fields it names ("body.voices.pt" → voices.pt); whether any took one. */
function fieldIssues(error: ApiErrorBody, set: (field: (typeof FIELDS)[number], message: string, focus: boolean) => void) {
  let named = 0;
  for (const issue of error.issues ?? []) {
    const path = issue.path.replace(/^body\./, "");
    const field = FIELDS.find((f) => f === path);
    if (field) set(field, issue.message, named++ === 0);
  }
  return named > 0;
}

const blank = (voices: VoiceChoices, language: "en" | "pt"): AvatarInput => ({
  name: "",
  language,
  voices: { [language]: voices[language].data[0]?.id },
  rate: L.defaultRate,
});

/**
 * A presenter's form (new or edit): name, language, a voice per language with its sample, rate,
 * and the portrait, cropped. Saving writes the presenter, then its portrait; then the list.
 */
export function AvatarForm({ avatar, voices }: { avatar?: Avatar; voices: VoiceChoices }) {
  const { t } = useTranslation("creatorStudio");
  const api = useApi();
  const locale = useLocale();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const id = useId();
  const form = useForm({
    resolver: contractResolver(avatarFormSchema, t),
    defaultValues: avatar
      ? { name: avatar.name, language: avatar.language, voices: avatar.voices, rate: avatar.rate }
      : blank(voices, locale),
  });
  const [portrait, setPortrait] = useState<PortraitChoice>({ kind: "keep" });
  const [portraitError, setPortraitError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const language = form.watch("language");
  const name = form.watch("name");
  // the language it presents in first, then the other
  const order = [language, ...CREATOR_LANGUAGES.filter((l) => l !== language)];

  const submit = form.handleSubmit(async (body) => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    const saved = avatar
      ? await api.put("/creator/avatars/{id}", { params: { id: avatar.id }, body })
      : await api.post("/creator/avatars", { body });
    if (!saved.ok) {
      setPending(false);
      const onField = fieldIssues(saved.error, (f, message, shouldFocus) => form.setError(f, { type: "server", message }, { shouldFocus }));
      if (!onField) setFailure(saved.error.message || t("form.failed"));
      return;
    }
    const target = saved.data.id;
    const after =
      portrait.kind === "new"
        ? await uploadPortrait(target, portrait.file, portrait.crop, locale)
        : portrait.kind === "remove"
          ? await removePortrait(target, locale)
          : null;
    setPending(false);
    if (after && !after.ok) {
      const message = after.error.message || t("portrait.errors.failed");
      if (avatar) return setPortraitError(message);
      // the presenter exists: its page takes the portrait again
      toast.error(t("form.savedWithoutPortrait", { name: saved.data.name }), message);
      void navigate(localize(`/content-creator/avatars/${target}`));
      return;
    }
    toast.success(t(avatar ? "form.updated" : "form.created", { name: saved.data.name }));
    void navigate(localize("/content-creator/avatars"));
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={pending} className="flex flex-col gap-6" data-testid="avatar-form">
      <section className="flex flex-col gap-5 rounded-xl border border-border bg-surface-raised p-4 sm:p-6" aria-labelledby={`${id}-who`}>
        <h2 id={`${id}-who`} className="text-lg font-semibold">
          {t("form.who")}
        </h2>
        <HookField
          control={form.control}
          name="name"
          id={`${id}-name`}
          label={t("form.name")}
          hint={t("form.nameHint", { max: L.avatarName })}
          errorIcon
        >
          {(control) => <input {...control} type="text" autoComplete="off" maxLength={L.avatarName + 20} className={inputClass} />}
        </HookField>
        <HookField
          control={form.control}
          name="language"
          id={`${id}-language`}
          label={t("form.language")}
          hint={t("form.languageHint")}
          errorIcon
        >
          {(control) => (
            <select {...control} className={inputClass}>
              {CREATOR_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`languages.${l}`)}
                </option>
              ))}
            </select>
          )}
        </HookField>
        <AvatarPortraitField
          current={avatar?.portraitUrl ?? null}
          name={name || t("form.thisPresenter")}
          value={portrait}
          onChange={(next) => {
            setPortrait(next);
            setPortraitError(undefined);
          }}
          error={portraitError}
          onError={setPortraitError}
        />
      </section>
      <section className="flex flex-col gap-5 rounded-xl border border-border bg-surface-raised p-4 sm:p-6" aria-labelledby={`${id}-voice`}>
        <div>
          <h2 id={`${id}-voice`} className="text-lg font-semibold">
            {t("form.voiceTitle")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("form.voiceIntro")}</p>
        </div>
        {order.map((l) => (
          <VoicePicker key={l} control={form.control} language={l} choice={voices[l]} idBase={id} />
        ))}
        <AvatarRateField control={form.control} idBase={id} />
      </section>
      <ErrorBox>{failure}</ErrorBox>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass("outline")} onClick={() => void navigate(localize("/content-creator/avatars"))}>
          {t("form.cancel")}
        </button>
        <button type="submit" aria-disabled={pending || undefined} className={buttonClass("primary")} data-testid="avatar-save">
          {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Save aria-hidden="true" className="size-4" />}
          {t(pending ? "form.saving" : avatar ? "form.save" : "form.create")}
        </button>
      </div>
    </form>
  );
}
