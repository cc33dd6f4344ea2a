import * as Dialog from "@radix-ui/react-dialog";
import { Plus } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { FrameworkSummary } from "../../../../contract/compliance.ts";
import { buttonClass, type ButtonVariant } from "../../ui/button.tsx";
import { BusyDialogRoot, DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { ErrorLine } from "../../ui/error-line.tsx";
import { useAdopt } from "./use-adopt.ts";

/**
 * "Adopt a framework": the frameworks the entity does not follow yet (shipped, and its own
 * imports), each with its version and how many requirements it has; adopting one starts its
 * assessment at 0 % and puts it on the overview.
 */
export function AdoptDialog({
  frameworks,
  variant = "primary",
  onAdopted,
}: {
  frameworks: readonly FrameworkSummary[];
  variant?: ButtonVariant;
  onAdopted?: (slug: string) => void;
}) {
  const { t } = useTranslation("compliancePages");
  const adopt = useAdopt();
  const id = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const available = frameworks.filter((f) => !f.adopted);

  function reset() {
    setChosen(null);
    setError(null);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const framework = available.find((f) => f.slug === chosen);
    if (!framework) {
      setError(t("adopt.choose"));
      firstRef.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    const failed = await adopt(framework);
    setPending(false);
    if (failed) return setError(failed);
    setOpen(false);
    onAdopted?.(framework.slug);
  }

  return (
    <BusyDialogRoot open={open} pending={pending} setOpen={setOpen} onChange={reset}>
      <Dialog.Trigger className={buttonClass(variant)} data-testid="adopt-open">
        <Plus aria-hidden="true" className="size-4" />
        {t("adopt.open")}
      </Dialog.Trigger>
      <DialogFrame
        title={t("adopt.title")}
        description={t("adopt.description")}
        closeLabel={t("close")}
        closeDisabled={pending}
        initialFocus={available.length ? firstRef : undefined}
      >
        {available.length ? (
          <form noValidate onSubmit={submit} aria-busy={pending} className="mt-5 flex flex-col gap-4">
            <fieldset aria-describedby={error ? `${id}-error` : undefined}>
              <legend className="text-sm font-semibold">{t("adopt.legend")}</legend>
              <ul className="mt-2 flex flex-col gap-2">
                {available.map((f, i) => (
                  <li key={f.slug}>
                    <label className="flex cursor-pointer gap-3 rounded-xl border border-border bg-surface p-3 has-checked:border-primary has-checked:ring-2 has-checked:ring-primary">
                      <input
                        ref={i === 0 ? firstRef : undefined}
                        type="radio"
                        name="framework"
                        value={f.slug}
                        checked={chosen === f.slug}
                        onChange={() => {
                          setChosen(f.slug);
                          setError(null);
                        }}
                        className="mt-1 size-4 shrink-0 accent-primary"
                      />
                      <span className="min-w-0">
                        <span className="block font-semibold">{f.name}</span>
                        <span className="block text-sm text-muted">
                          {t("adopt.option", { version: f.version, count: f.requirementCount })}
                          {f.origin === "imported" ? ` · ${t("origin.imported")}` : ""}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <ErrorLine id={`${id}-error`}>{error}</ErrorLine>
            <DialogFormActions cancelLabel={t("cancel")} submitLabel={t("adopt.submit")} pending={pending} />
          </form>
        ) : (
          <p className="mt-5 text-sm">{t("adopt.allAdopted")}</p>
        )}
      </DialogFrame>
    </BusyDialogRoot>
  );
}
