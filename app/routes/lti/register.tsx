import { useEffect } from "react";
import { RegisterDone, RegisterFailed, RegisterIntro } from "../../components/lti/register-views.tsx";
import { loaderApi } from "../../lib/api-client.ts";
import type { Route } from "./+types/register";

/**
 * §2 /lti/register: the dynamic-registration window (LTI Dynamic Registration 1.0). A manager's
 * registration URL (`?t=`) is pasted into the LMS, which opens it in a popup or a frame with its
 * `openid_configuration` and `registration_token` added; the registration is made here, once, by
 * the API (the link's token is the credential: the LMS's window carries no session of ours).
 */
export async function loader(args: Route.LoaderArgs) {
  const q = new URL(args.request.url).searchParams;
  const token = q.get("t")?.trim() ?? "";
  const openidConfiguration = q.get("openid_configuration")?.trim() ?? "";
  if (!openidConfiguration) return { state: "intro" as const, hasToken: token !== "" };
  const registrationToken = q.get("registration_token") || undefined;
  const r = await loaderApi(args).post("/public/lti/dynamic-registration", { body: { token, openidConfiguration, registrationToken } });
  if (r.ok) return { state: "done" as const, result: r.data };
  // a field refused by the schema says why in its issue (the link, the configuration's address)
  return { state: "failed" as const, code: r.error.code, message: r.error.issues?.[0]?.message ?? r.error.message };
}

/** §3.7: the tool tells the LMS's window (the opener of a popup, or the frame's parent) that it is done; the LMS closes it. */
function tellPlatformDone() {
  const target = window.opener ?? (window.parent !== window ? window.parent : null);
  // the specification's target origin: the tool does not know the LMS's origin, and the message carries nothing
  (target as Window | null)?.postMessage({ subject: "org.imsglobal.lti.close" }, "*");
}

function close() {
  tellPlatformDone();
  // a popup the LMS opened may also be closed by its own script, should the LMS not close it
  if (window.opener) window.close();
}

export default function LtiRegisterPage({ loaderData }: Route.ComponentProps) {
  const done = loaderData.state === "done";
  useEffect(() => {
    if (done) tellPlatformDone();
  }, [done]);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-3 py-6 sm:px-4">
      {loaderData.state === "intro" ? <RegisterIntro hasToken={loaderData.hasToken} /> : null}
      {loaderData.state === "done" ? <RegisterDone result={loaderData.result} onClose={close} /> : null}
      {loaderData.state === "failed" ? <RegisterFailed code={loaderData.code} message={loaderData.message} onClose={close} /> : null}
    </div>
  );
}
