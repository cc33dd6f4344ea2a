import { useTranslation } from "react-i18next";
import type { RedFlag } from "../../../../contract/phishing.ts";

/** A template's red flags as the lesson tells them: where each is, its title and what it teaches. */
export function RedFlagList({ flags }: { flags: RedFlag[] }) {
  const { t } = useTranslation("phishingTemplates");
  return (
    <ol className="flex flex-col gap-3" data-testid="phishing-red-flags">
      {flags.map((f) => (
        <li key={f.id} className="rounded-lg border border-border bg-surface-raised p-3">
          <p className="text-xs font-semibold uppercase text-muted">{t(`flagTargets.${f.target}`)}</p>
          <p className="font-semibold">{f.title}</p>
          <p className="text-sm text-muted">{f.detail}</p>
        </li>
      ))}
    </ol>
  );
}
