import { useTranslation } from "react-i18next";
import { loadCourseChoices, requireProgramManager, saveProgram } from "../../components/programs/program-api.ts";
import { ProgramForm } from "../../components/programs/program-form.tsx";
import { CatalogueHeader } from "../../components/training/catalogue-header.tsx";
import type { Route } from "./+types/program-create";

const EMPTY = { titles: { en: "", pt: "" }, descriptions: { en: "", pt: "" }, courses: [] };

/** §2 /training/programs/create: a company program (custom-programs, for managers). */
export async function loader(args: Route.LoaderArgs) {
  await requireProgramManager(args);
  return { catalogue: await loadCourseChoices(args) };
}

export async function action(args: Route.ActionArgs) {
  // the API refuses the same (403) whatever this page shows
  return saveProgram(args);
}

export default function ProgramCreate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("programs");
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <CatalogueHeader title={t("routes:training-program-create")} intro={t("create.intro")} />
      <ProgramForm mode="create" initial={EMPTY} catalogue={loaderData.catalogue} cancelTo="/training/programs" result={actionData} />
    </div>
  );
}
