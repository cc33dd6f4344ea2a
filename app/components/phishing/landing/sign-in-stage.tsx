import { useId } from "react";
import { useTranslation } from "react-i18next";
import { TRACKING_PATHS } from "../../../../contract/phishing-limits.ts";
import type { Landing } from "../../../../contract/phishing.ts";

/**
 * The fake sign-in a credential simulation leads to, in the imitated sender's style (an invented
 * brand: its name as text, no logo). Its inputs have no `name`, so the browser posts nothing of
 * what was typed, and no script reads them: the server only learns that the form was sent.
 */
export function SignInStage({ landing, token }: { landing: Landing; token: string }) {
  const { t } = useTranslation("phishingLanding");
  const id = useId();
  const sender = landing.message.senderName;
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10 text-slate-900">
      <div className="w-full max-w-sm rounded-lg border border-slate-300 bg-white p-6 shadow-sm sm:p-8" data-testid="phishing-sign-in">
        <p className="text-lg font-bold tracking-tight text-slate-800" aria-hidden="true">
          <span className="mr-2 inline-flex size-8 items-center justify-center rounded bg-slate-800 align-middle text-sm text-white">
            {sender.slice(0, 1).toUpperCase()}
          </span>
          {sender}
        </p>
        <h1 className="mt-6 text-2xl font-semibold">{t("signIn.title")}</h1>
        <p className="mt-1 text-sm text-slate-700">{t("signIn.subtitle", { sender })}</p>
        <form method="post" action={TRACKING_PATHS.submit(token)} className="mt-6 flex flex-col gap-4">
          {/* no `name` on either field: the browser sends nothing typed here */}
          {(["email", "password"] as const).map((kind) => (
            <div key={kind} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${kind}`} className="text-sm font-medium">
                {t(`signIn.${kind}`)}
              </label>
              <input
                id={`${id}-${kind}`}
                type={kind}
                required
                autoComplete="off"
                className="rounded border border-slate-400 px-3 py-2 focus:outline-2 focus:outline-blue-700"
              />
            </div>
          ))}
          <button
            type="submit"
            className="mt-2 rounded bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            {t("signIn.submit")}
          </button>
        </form>
        <p className="mt-6 text-xs text-slate-600">{t("signIn.footer", { sender })}</p>
      </div>
    </main>
  );
}
