import { Pencil, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { loadPrograms } from "../../components/programs/program-api.ts";
import { ProgramCard } from "../../components/programs/program-card.tsx";
import { CatalogueHeader } from "../../components/training/catalogue-header.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import type { Route } from "./+types/programs";

/** §2 /training/programs: the library's programs and the company's own. */
export async function loader(args: Route.LoaderArgs) {
  return loadPrograms(args);
}

export default function Programs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("programs");
  const { programs, canCreate: manager } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <CatalogueHeader title={t("routes:training-programs")} intro={t("list.intro")} />
      {manager ? (
        <div className="flex flex-wrap gap-3">
          <LocalizedLink to="/training/programs/create" className={buttonClass("primary")}>
            <Plus aria-hidden="true" className="size-4" />
            {t("list.create")}
          </LocalizedLink>
          <LocalizedLink to="/training/programs/edit" className={buttonClass("outline")}>
            <Pencil aria-hidden="true" className="size-4" />
            {t("list.manage")}
          </LocalizedLink>
        </div>
      ) : null}
      <section aria-labelledby="programs-heading" className="flex flex-col gap-4">
        <h2 id="programs-heading" className="sr-only">
          {t("list.heading")}
        </h2>
        {programs.length ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {programs.map((program) => (
              <li key={program.id}>
                <ProgramCard program={program} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-border p-6 text-muted">{t("list.empty")}</p>
        )}
      </section>
    </div>
  );
}
