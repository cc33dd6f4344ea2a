import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ILLUSTRATIONS, type IllustrationName } from "../../../contract/illustrations.ts";
import { FieldError } from "../ui/form-field.tsx";
import { Illustration } from "../ui/illustration.tsx";
import { useFieldError } from "./editor-field.tsx";
import { fieldId } from "./editor-issues.ts";

const NONE = "";
/** An illustration's name as words ("phishing-hook" → "phishing hook"). */
const words = (name: string) => name.replace(/-/g, " ");

/**
 * A step's illustration, chosen from the shared set: a grid of radio buttons (the arrows move
 * through it, as in any radio group), folded away under the current choice so a course's seven
 * steps do not load the whole set each.
 */
export function IllustrationPicker({
  path,
  value,
  onChange,
}: {
  path: string;
  value: IllustrationName | null;
  onChange: (value: IllustrationName | null) => void;
}) {
  const { t } = useTranslation("creatorEditor");
  const name = useId();
  const id = fieldId(path);
  const error = useFieldError(path);
  return (
    <details className="rounded-lg border border-border p-3" open={Boolean(error)}>
      <summary className="flex cursor-pointer items-center gap-3 text-sm font-semibold">
        {value ? <Illustration name={value} className="w-16 rounded" /> : null}
        <span>{value ? t("step.illustrationChosen", { name: words(value) }) : t("step.illustrationNone")}</span>
      </summary>
      <fieldset id={id} tabIndex={-1} aria-describedby={error ? `${id}-error` : undefined} className="mt-3">
        <legend className="text-sm font-semibold">{t("step.illustration")}</legend>
        <FieldError id={`${id}-error`} message={error} icon />
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          {[NONE, ...ILLUSTRATIONS].map((option) => (
            <label key={option || "none"} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                value={option}
                checked={(value ?? NONE) === option}
                onChange={() => onChange(option ? (option as IllustrationName) : null)}
                className="peer sr-only"
              />
              <span className="flex h-full flex-col items-center gap-1 rounded-lg border-2 border-border p-1 text-center text-xs peer-checked:border-primary peer-checked:bg-surface-sunken peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary">
                {option ? (
                  <Illustration name={option} className="rounded" />
                ) : (
                  <span className="flex aspect-[8/5] w-full items-center justify-center text-muted">—</span>
                )}
                <span className="break-words">{option ? words(option) : t("step.illustrationNoneOption")}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </details>
  );
}
