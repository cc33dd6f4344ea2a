import { ArrowRight, CheckCircle2, Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, data, useNavigation } from "react-router";
import { redirect } from "../../lib/redirect.ts";
import { localizePath } from "../../../contract/locale.ts";
import { loadProgram } from "../../components/programs/program-api.ts";
import { OwnerLabel } from "../../components/programs/program-card.tsx";
import { ProgramCourseList } from "../../components/programs/program-course-list.tsx";
import { CatalogueHeader } from "../../components/training/catalogue-header.tsx";
import { EnrolButton } from "../../components/training/enrol-button.tsx";
import { ProgressBar } from "../../components/training/player-progress.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi } from "../../lib/api-client.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/program";

/** §2 /training/programs/{id}: what the program holds, in order, and the way into it. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const program = await loadProgram(args, args.params.id);
  const saved = new URL(args.request.url).searchParams.has("saved");
  return { program, saved, seo: { title: program.title, description: program.description } };
}

/** Enrols in the program and its courses (idempotent on the API), then opens the learner's view of it. */
export async function action(args: Route.ActionArgs) {
  assertValidParams(args.params);
  const api = loaderApi(args);
  const res = await api.post("/training/programs/{id}/enroll", { params: { id: args.params.id } });
  if (res.status === 404 || res.status === 400) throw data("validation", { status: 404 });
  if (res.ok) throw redirect(localizePath(`/enrollments/program/${args.params.id}`, api.locale));
  return data({ error: res.error.message || null }, { status: res.status });
}

const panel = "flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-5 shadow-sm";

export default function ProgramPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("programs");
  const { program, saved } = loaderData;
  const navigation = useNavigation();
  const enrolling = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const error = actionData ? (actionData.error ?? t("detail.enrolError")) : null;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <CatalogueHeader eyebrow={<OwnerLabel owner={program.owner} />} title={program.title} intro={program.description} />
      {saved ? (
        <p role="status" className="flex items-center gap-2 rounded-lg border border-border bg-surface-raised p-3 text-sm font-medium">
          <CheckCircle2 aria-hidden="true" className="size-5 text-accent-text" />
          {t("detail.saved")}
        </p>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-3">
        <aside aria-labelledby="program-about" className="flex flex-col gap-4 lg:sticky lg:top-24 lg:order-last lg:self-start">
          <div className={panel} data-testid="program-action">
            <h2 id="program-about" className="text-lg font-bold">
              {t("detail.about")}
            </h2>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-muted">{t("detail.courseCount")}</dt>
                <dd className="font-semibold">{t("courses", { count: program.courses.length })}</dd>
              </div>
              <div>
                <dt className="text-muted">{t("detail.totalTime")}</dt>
                <dd className="font-semibold">{t("minutes", { count: program.totalMinutes })}</dd>
              </div>
              <div>
                <dt className="text-muted">{t("detail.owner")}</dt>
                <dd className="font-semibold">{t(`owner.${program.owner}`)}</dd>
              </div>
            </dl>
            {program.enrolled ? (
              <>
                <div>
                  <p className="mb-1 text-sm font-medium">{t("progress.value", { value: program.progress })}</p>
                  <ProgressBar
                    value={program.progress}
                    label={t("progress.label")}
                    text={t("progress.value", { value: program.progress })}
                  />
                </div>
                <LocalizedLink to={`/enrollments/program/${program.id}`} className={buttonClass("primary")}>
                  {t("detail.continue")}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </LocalizedLink>
              </>
            ) : (
              <Form method="post" className="flex flex-col gap-3">
                <p className="text-sm text-muted">{t("detail.enrolText")}</p>
                <EnrolButton enrolling={enrolling} label={t(enrolling ? "detail.enrolling" : "detail.enrol")} error={error} />
              </Form>
            )}
            {program.editable ? (
              <LocalizedLink to={`/training/programs/edit/${program.id}`} className={buttonClass("outline")}>
                <Pencil aria-hidden="true" className="size-4" />
                {t("detail.edit")}
              </LocalizedLink>
            ) : null}
          </div>
        </aside>
        <section aria-labelledby="program-courses" className="flex flex-col gap-4 lg:col-span-2">
          <h2 id="program-courses" className="text-xl font-bold">
            {t("detail.coursesHeading")}
          </h2>
          <ProgramCourseList courses={program.courses} hrefOf={(c) => `/training/courses/${c.slug}`} />
        </section>
      </div>
    </div>
  );
}
