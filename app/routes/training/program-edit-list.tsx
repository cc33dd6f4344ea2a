import { Eye, Pencil, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { requireProgramManager } from "../../components/programs/program-api.ts";
import { ProgramFacts } from "../../components/programs/program-card.tsx";
import { CatalogueHeader } from "../../components/training/catalogue-header.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import type { Route } from "./+types/program-edit-list";

/** §2 /training/programs/edit: the company's own programs, each with its way to the editor. */
export async function loader(args: Route.LoaderArgs) {
  const { programs } = await requireProgramManager(args);
  return { programs: programs.filter((p) => p.editable) };
}

export default function ProgramEditList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("programs");
  const { programs } = loaderData;
  const create = (
    <LocalizedLink to="/training/programs/create" className={buttonClass("primary", "md", "self-start")}>
      <Plus aria-hidden="true" className="size-4" />
      {t("list.create")}
    </LocalizedLink>
  );
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <CatalogueHeader title={t("routes:training-program-edit-list")} intro={t("editList.intro")} />
      {programs.length ? (
        <>
          {create}
          <ul className="flex flex-col gap-3" data-testid="editable-programs">
            {programs.map((p) => (
              <li
                key={p.id}
                className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4 shadow-sm sm:flex-row sm:items-center"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <h2 className="font-bold leading-snug">{p.title}</h2>
                  <ProgramFacts program={p} label={t("list.facts")} />
                </div>
                <div className="flex shrink-0 gap-2">
                  <LocalizedLink to={`/training/programs/${p.id}`} className={buttonClass("outline", "sm")}>
                    <Eye aria-hidden="true" className="size-4" />
                    {t("editList.view")}
                    <span className="sr-only"> {p.title}</span>
                  </LocalizedLink>
                  <LocalizedLink to={`/training/programs/edit/${p.id}`} className={buttonClass("primary", "sm")}>
                    <Pencil aria-hidden="true" className="size-4" />
                    {t("editList.edit")}
                    <span className="sr-only"> {p.title}</span>
                  </LocalizedLink>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className="flex flex-col gap-3 rounded-xl border border-dashed border-border p-6">
          <p>{t("editList.empty")}</p>
          {create}
        </div>
      )}
    </div>
  );
}
