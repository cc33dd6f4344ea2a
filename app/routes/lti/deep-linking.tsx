import { Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { AutoPost } from "../../components/lti-launch/auto-post.tsx";
import { CoursePicker, PICKER_PAGE_SIZE } from "../../components/lti-launch/course-picker.tsx";
import { deepLinkingForm, type AutoPostForm } from "../../components/lti-launch/deep-linking-logic.ts";
import { loadLaunch } from "../../components/lti-launch/launch-api.ts";
import { LaunchExpired } from "../../components/lti-launch/launch-expired.tsx";
import { LaunchHeader } from "../../components/lti-launch/launch-header.tsx";
import { useLaunchBearer } from "../../components/lti-launch/use-launch-bearer.ts";
import { Button } from "../../components/ui/button.tsx";
import { orThrow, useApi } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/locale.ts";

/** /training/lti/deep-linking?launch=<token>: the launch's session and the catalogue's first page. */
export async function loader(args: LoaderFunctionArgs) {
  const loaded = await loadLaunch(args);
  if (!loaded.ok || loaded.view.launch.messageType !== "LtiDeepLinkingRequest") return { state: "expired" as const };
  const { view, api } = loaded;
  const first = orThrow(await api.get("/training/courses", { query: { page: 1, limit: PICKER_PAGE_SIZE } }));
  return { state: "ready" as const, view, first };
}

/**
 * The instructor's course picker in the LMS's frame: search, area, pages, checkboxes; "Add to
 * course" signs the choice (POST /lti/deep-linking/response) and posts it back to the LMS as its
 * deep-linking answer. The API says when the platform takes fewer courses than were chosen.
 */
export default function LtiDeepLinking() {
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
  return <Picker data={data} />;
}

function Picker({ data }: { data: Extract<Awaited<ReturnType<typeof loader>>, { state: "ready" }> }) {
  const { t } = useTranslation("ltiLaunch");
  const api = useApi();
  const { view } = data;
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState({ message: "", shown: 0 });
  const [answer, setAnswer] = useState<AutoPostForm | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  const fail = (message: string) => setError((e) => ({ message, shown: e.shown + 1 }));
  // each failure (the same one again too) takes the reader to its message
  useEffect(() => {
    if (error.shown) errorRef.current?.focus();
  }, [error.shown]);
  const add = async () => {
    if (!chosen.length) return fail(t("picker.pickOne"));
    setBusy(true);
    setError((e) => ({ ...e, message: "" }));
    const res = await api.post("/lti/deep-linking/response", { body: { launch: view.token, slugs: chosen } });
    if (!res.ok) {
      setBusy(false);
      return fail(res.error.message || t("picker.sendFailed"));
    }
    const form = deepLinkingForm(res.data);
    if (!form) {
      setBusy(false);
      return fail(t("picker.sendFailed"));
    }
    setAnswer(form);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 py-4 sm:px-4">
      <LaunchHeader
        title={t("picker.title")}
        eyebrow={view.launch.platformName}
        contextTitle={view.launch.contextTitle}
        userName={view.user.name}
      >
        <p className="text-sm">{t("picker.intro", { platform: view.launch.platformName })}</p>
      </LaunchHeader>
      {answer ? (
        <AutoPost form={answer} platformName={view.launch.platformName} />
      ) : (
        <>
          <CoursePicker first={data.first} chosen={chosen} onChosen={setChosen} />
          <div className="sticky bottom-0 flex flex-col gap-2 border-t border-border bg-surface py-3">
            {error.message ? (
              <p
                ref={errorRef}
                tabIndex={-1}
                role="alert"
                className="text-sm font-medium text-red-700 dark:text-red-300"
                data-testid="lti-picker-error"
              >
                {error.message}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm font-semibold" aria-live="polite" data-testid="lti-picker-chosen">
                {t("picker.chosen", { n: chosen.length })}
              </p>
              <Button onClick={() => void add()} disabled={busy} aria-busy={busy}>
                <Plus aria-hidden="true" className="size-4" />
                {t(busy ? "picker.adding" : "picker.add")}
              </Button>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
