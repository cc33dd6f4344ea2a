import { PartyPopper } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { GradeLine, ReturnToLms, Rewards } from "../../components/lti-launch/complete-panels.tsx";
import { launchPath, loadLaunch } from "../../components/lti-launch/launch-api.ts";
import { LaunchExpired } from "../../components/lti-launch/launch-expired.tsx";
import { LaunchHeader } from "../../components/lti-launch/launch-header.tsx";
import { useLaunchBearer } from "../../components/lti-launch/use-launch-bearer.ts";
import { orThrow } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/locale.ts";
import { redirect } from "../../lib/redirect.ts";

/**
 * /lti/complete?launch=<token>: the launched course's end screen. A course not completed yet goes
 * back to its player (the launch kept); a launch that opened no course (deep linking) has none.
 */
export async function loader(args: LoaderFunctionArgs) {
  const loaded = await loadLaunch(args);
  if (!loaded.ok) return { state: "expired" as const };
  const { view, api } = loaded;
  const slug = view.launch.courseSlug;
  if (!slug) return { state: "expired" as const };
  const player = launchPath(`/training/lti/courses/${slug}`, view.token, api.locale);
  const res = await api.get("/enrollments/{slug}", { params: { slug } });
  if (res.status === 404 || res.status === 403) throw redirect(player);
  const { course, enrollment } = orThrow(res);
  if (enrollment.status !== "completed") throw redirect(player);
  const certs = await api.get("/certificates");
  const certificate = (certs.ok ? certs.data.data : []).find((c) => c.status === "valid" && c.courseSlug === slug) ?? null;
  return {
    state: "ready" as const,
    view,
    title: course.title,
    score: enrollment.bestScore,
    badge: course.badge,
    illustration: course.coverIllustration,
    certificateId: certificate?.id ?? null,
    seo: { title: course.title, description: course.badge.description },
  };
}

/** The end screen in the LMS's frame: passed, the score, the badge, where the grade goes, back to the LMS, the certificate. */
export default function LtiComplete() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("ltiLaunch");
  const locale = useLocale();
  const expired = useLaunchBearer(data.state === "expired" ? null : data.view, locale);
  if (data.state === "expired" || expired) {
    return (
      <div className="px-3 py-4 sm:px-4">
        <LaunchExpired moved={expired} />
      </div>
    );
  }
  const { view } = data;
  const { launch } = view;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 py-4 sm:px-4" data-testid="lti-complete">
      <LaunchHeader title={data.title} eyebrow={t("complete.eyebrow")} contextTitle={launch.contextTitle} userName={view.user.name} />
      <section aria-labelledby="lti-passed" className="flex flex-col items-start gap-2 rounded-xl border-2 border-accent-text p-4 sm:p-5">
        <PartyPopper aria-hidden="true" className="size-8 text-primary-text" />
        <h2 id="lti-passed" className="text-xl font-bold">
          {t("complete.passed")}
        </h2>
        {data.score !== null ? (
          <p className="text-2xl font-extrabold" data-testid="lti-score">
            {t("complete.score", { score: data.score })}
          </p>
        ) : null}
        <GradeLine gradesBack={launch.gradesBack} platformName={launch.platformName} learner={launch.role === "learner"} />
      </section>
      <Rewards badge={data.badge} illustration={data.illustration} certificateId={data.certificateId} />
      <div>
        <ReturnToLms returnUrl={launch.returnUrl} platformName={launch.platformName} />
      </div>
    </div>
  );
}
