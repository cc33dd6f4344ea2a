import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ScanCategory } from "../../../contract/scanner-results.ts";
import { irisKeys } from "./test-keys.ts";

/** Iris's panel: her name and what she says, set apart from the findings' technical words. */
export function IrisPanel({ children, testId }: { children: ReactNode; testId?: string }) {
  const { t } = useTranslation("scannerPages");
  return (
    <aside className="flex gap-3 rounded-lg border border-border bg-surface p-3 text-sm" aria-label={t("iris.says")} data-testid={testId}>
      <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-text" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{t("iris.says")}</p>
        {children}
      </div>
    </aside>
  );
}

/** Iris on one test, in plain words: its own explanation, else her words on the category, else the general ones. */
export function IrisOnTest({ category, id }: { category: ScanCategory; id: string }) {
  const { t } = useTranslation("scannerPages");
  return (
    <IrisPanel testId="iris-test">
      <p>{t(irisKeys(category, id))}</p>
    </IrisPanel>
  );
}
