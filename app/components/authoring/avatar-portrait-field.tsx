import { ImageUp, RotateCcw, Trash2 } from "lucide-react";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { AUTHORING_LIMITS as L } from "../../../contract/authoring-limits.ts";
import { buttonClass } from "../ui/button.tsx";
import { FieldError } from "../ui/form-field.tsx";
import { type Crop, type Natural, initialCrop } from "./avatar-crop.ts";
import { AvatarPortrait } from "./avatar-portrait.tsx";
import { PORTRAIT_ACCEPT, PORTRAIT_MEGABYTES, portraitProblem } from "./avatar-values.ts";
import { PortraitCropper } from "./portrait-cropper.tsx";

/** What saving does with the portrait: keep the current one, take it away, or upload a new one with its square. */
export type PortraitChoice =
  { kind: "keep" } | { kind: "remove" } | { kind: "new"; file: File; url: string; natural: Natural | null; crop: Crop | null };

const ACCEPT = PORTRAIT_ACCEPT.join(",");
const MEGABYTES = PORTRAIT_MEGABYTES;

/** The presenter's portrait: the current one, a new picture to crop and preview, or none. */
export function AvatarPortraitField({
  current,
  name,
  value,
  onChange,
  error,
  onError,
}: {
  current: string | null;
  name: string;
  value: PortraitChoice;
  onChange: (c: PortraitChoice) => void;
  error?: string;
  onError: (message: string | undefined) => void;
}) {
  const { t } = useTranslation("creatorStudio");
  const id = useId();
  const url = value.kind === "new" ? value.url : null;
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  function choose(file: File | undefined) {
    if (!file) return;
    const problem = portraitProblem(file);
    if (problem) return onError(t(`portrait.errors.${problem}`, { mb: MEGABYTES }));
    onError(undefined);
    onChange({ kind: "new", file, url: URL.createObjectURL(file), natural: null, crop: null });
  }

  const shownCurrent = value.kind === "keep" ? current : null;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" data-testid="portrait-field">
      <legend className="text-sm font-semibold">{t("portrait.label")}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t("portrait.hint", { mb: MEGABYTES, size: L.portraitSize })}
      </p>
      {value.kind === "new" ? (
        <PortraitCropper
          src={value.url}
          natural={value.natural}
          crop={value.crop}
          onNatural={(natural) => onChange({ ...value, natural, crop: value.crop ?? initialCrop(natural) })}
          onCrop={(crop) => onChange({ ...value, crop })}
        />
      ) : (
        <AvatarPortrait url={shownCurrent} name={t("avatars.portraitOf", { name })} size="lg" />
      )}
      <div className="flex flex-wrap gap-2">
        <div className="relative rounded-lg focus-within:outline focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-[var(--brand-primary-text,#0062cc)]">
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = "";
            }}
            className="absolute inset-0 size-full cursor-pointer opacity-0"
            data-testid="portrait-file"
          />
          <label htmlFor={`${id}-file`} className={buttonClass("outline", "sm", "pointer-events-none")}>
            <ImageUp aria-hidden="true" className="size-4" />
            {t(shownCurrent || value.kind === "new" ? "portrait.replace" : "portrait.choose")}
          </label>
        </div>
        {value.kind === "new" ? (
          <button type="button" className={buttonClass("ghost", "sm")} onClick={() => onChange({ kind: "keep" })}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t(current ? "portrait.keepCurrent" : "portrait.discard")}
          </button>
        ) : null}
        {value.kind === "keep" && current ? (
          <button
            type="button"
            className={buttonClass("ghost", "sm", "text-red-700 dark:text-red-300")}
            onClick={() => onChange({ kind: "remove" })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("portrait.remove")}
          </button>
        ) : null}
        {value.kind === "remove" ? (
          <button type="button" className={buttonClass("ghost", "sm")} onClick={() => onChange({ kind: "keep" })}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t("portrait.undoRemove")}
          </button>
        ) : null}
      </div>
      {value.kind === "remove" ? <p className="text-sm text-muted">{t("portrait.removeOnSave")}</p> : null}
      <FieldError id={`${id}-error`} message={error} icon />
    </fieldset>
  );
}
