import { Loader2, Plus } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../ui/button.tsx";
import { useAdopt } from "../overview/use-adopt.ts";
import { ErrorLine } from "../../ui/error-line.tsx";

/** "Adopt this framework" on a framework's own page: one click, then the page shows its states. */
export function AdoptButton({ framework }: { framework: { slug: string; name: string } }) {
  const { t } = useTranslation("compliancePages");
  const adopt = useAdopt();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-disabled={pending || undefined}
        aria-describedby={error ? id : undefined}
        className={buttonClass("primary", "md", "w-fit")}
        data-testid="adopt-framework"
        onClick={async () => {
          if (pending) return;
          setPending(true);
          setError(await adopt(framework));
          setPending(false);
        }}
      >
        {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Plus aria-hidden="true" className="size-4" />}
        {t("adopt.this")}
      </button>
      <ErrorLine id={id}>{error}</ErrorLine>
    </div>
  );
}
