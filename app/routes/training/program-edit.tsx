import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { loadCourseChoices, loadProgram, requireProgramManager, saveProgram } from "../../components/programs/program-api.ts";
import { ProgramForm, type ProgramFormValues } from "../../components/programs/program-form.tsx";
import { CatalogueHeader } from "../../components/training/catalogue-header.tsx";
import { loaderApi } from "../../lib/api-client.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/program-edit";

/**
 * §2 /training/programs/edit/{programId}. The API answers in one language at a time, so the
 * program is read in both to fill both languages' fields.
 */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  await requireProgramManager(args);
  const id = args.params.programId;
  const [en, pt, catalogue] = await Promise.all([loadProgram(args, id, "en"), loadProgram(args, id, "pt"), loadCourseChoices(args)]);
  // a library program, or one the viewer may not change, is not there to edit
  if (!en.editable) throw data("validation", { status: 404 });
  const here = loaderApi(args).locale === "pt" ? pt : en;
  const initial: ProgramFormValues = {
    titles: { en: en.title, pt: pt.title },
    descriptions: { en: en.description, pt: pt.description },
    courses: here.courses.map((c) => ({ slug: c.slug, title: c.title, durationMinutes: c.durationMinutes })),
  };
  return { id, title: here.title, initial, catalogue };
}

export async function action(args: Route.ActionArgs) {
  assertValidParams(args.params);
  // the API refuses the same (403) whatever this page shows
  return saveProgram(args, args.params.programId);
}

export default function ProgramEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("programs");
  const { id, title, initial, catalogue } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <CatalogueHeader title={t("edit.title", { title })} intro={t("edit.intro")} />
      <ProgramForm key={id} mode="edit" initial={initial} catalogue={catalogue} cancelTo={`/training/programs/${id}`} result={actionData} />
    </div>
  );
}
