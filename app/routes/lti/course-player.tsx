import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { FramedChallenge } from "../../components/lti-launch/framed-challenge.tsx";
import { FramedSteps } from "../../components/lti-launch/framed-steps.tsx";
import { launchPath, loadLaunch } from "../../components/lti-launch/launch-api.ts";
import { LaunchExpired } from "../../components/lti-launch/launch-expired.tsx";
import { LaunchHeader } from "../../components/lti-launch/launch-header.tsx";
import { CompletedNotice, InstructorNote, UnavailableNotice } from "../../components/lti-launch/player-notices.tsx";
import { useLaunchBearer } from "../../components/lti-launch/use-launch-bearer.ts";
import { orThrow } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/locale.ts";
import { redirect } from "../../lib/redirect.ts";
import { assertValidParams } from "../../lib/route-params.ts";

/**
 * /training/lti/courses/{slug}?launch=<token>: the launch's session, then the course as the
 * launched person takes it — enrolled on the way in when they are not yet. A launch opens its
 * own course: another slug in the address goes there.
 */
export async function loader(args: LoaderFunctionArgs) {
  assertValidParams(args.params);
  const slug = args.params.slug!;
  const loaded = await loadLaunch(args);
  if (!loaded.ok) return { state: "expired" as const };
  const { view, api } = loaded;
  const own = view.launch.courseSlug;
  if (own && own !== slug) throw redirect(launchPath(`/training/lti/courses/${own}`, view.token, api.locale));
  let res = await api.get("/enrollments/{slug}", { params: { slug } });
  if (res.status === 404) {
    const enrolled = await api.post("/enrollments", { body: { courseSlug: slug } });
    if (!enrolled.ok && enrolled.status !== 403) orThrow(enrolled);
    if (enrolled.ok) res = await api.get("/enrollments/{slug}", { params: { slug } });
    else res = enrolled;
  }
  if (res.status === 403) {
    const course = orThrow(await api.get("/training/courses/{slug}", { params: { slug } }));
    return { state: "unavailable" as const, view, title: course.title, seo: { title: course.title, description: course.summary } };
  }
  const { course, enrollment, steps, questions, video } = orThrow(res);
  return {
    state: "ready" as const,
    view,
    slug,
    title: course.title,
    passingScore: course.passingScore,
    status: enrollment.status,
    currentStep: enrollment.currentStep,
    resumePosition: enrollment.resumePosition,
    steps,
    questions,
    video,
    seo: { title: course.title, description: course.summary },
  };
}

type Data = Awaited<ReturnType<typeof loader>>;
type Ready = Extract<Data, { state: "ready" }>;
type Phase = "steps" | "challenge" | "completed";

/** The framed course player: no app shell and no way out of the frame; the end screen keeps the launch. */
export default function LtiCoursePlayer() {
  const data = useLoaderData<typeof loader>();
  const locale = useLocale();
  const expired = useLaunchBearer(data.state === "expired" ? null : data.view, locale);
  if (data.state === "expired" || expired) {
    return (
      <div className="px-3 py-4 sm:px-4">
        <LaunchExpired moved={expired} />
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 py-4 sm:px-4">
      {data.state === "unavailable" ? (
        <>
          <LaunchHeader title={data.title} contextTitle={data.view.launch.contextTitle} userName={data.view.user.name} />
          <UnavailableNotice />
        </>
      ) : (
        <Player data={data} />
      )}
    </div>
  );
}

function Player({ data }: { data: Ready }) {
  const { t } = useTranslation("ltiLaunch");
  const locale = useLocale();
  const { view, slug } = data;
  const first: Phase = data.status === "completed" ? "completed" : data.status === "content-done" ? "challenge" : "steps";
  const [phase, setPhase] = useState<Phase>(first);
  // the challenge takes the reader to its first question when the learner got there, not on load
  const [moved, setMoved] = useState(false);
  const [start, setStart] = useState(data.currentStep);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const completeTo = launchPath("/lti/complete", view.token, locale);
  const toSteps = () => {
    setStart(0);
    setPhase("steps");
    titleRef.current?.focus();
  };
  return (
    <>
      <LaunchHeader
        title={data.title}
        eyebrow={t(phase === "challenge" ? "player.challenge" : "player.course")}
        contextTitle={view.launch.contextTitle}
        userName={view.user.name}
        headingRef={titleRef}
      >
        {view.launch.role === "instructor" ? (
          <InstructorNote platformName={view.launch.platformName} gradesBack={view.launch.gradesBack} />
        ) : null}
      </LaunchHeader>
      {phase === "completed" ? (
        <CompletedNotice completeTo={completeTo} onReview={toSteps} />
      ) : phase === "challenge" ? (
        <FramedChallenge
          slug={slug}
          questions={data.questions}
          passingScore={data.passingScore}
          completedTo={completeTo}
          onReviewCourse={toSteps}
          movedAtStart={moved}
        />
      ) : (
        <FramedSteps
          key={start}
          slug={slug}
          steps={data.steps}
          video={data.video}
          start={start}
          resumePosition={data.resumePosition}
          onFinished={() => {
            setMoved(true);
            setPhase("challenge");
          }}
        />
      )}
    </>
  );
}
