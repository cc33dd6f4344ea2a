import { Loader2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { clearAppStorage, signOutTarget } from "../../lib/browser-storage.ts";
import { AuthAlert } from "../../components/auth/auth-field.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useApi } from "../../lib/api-client.ts";
import { useLocalizedPath } from "../../lib/locale.ts";
import { useRootData } from "../../root.tsx";

/**
 * "/auth/sign-out": ends the session on the API, forgets what the app stored in the browser
 * and leaves with a full page load, so every in-memory store starts empty too (§4).
 * Done in the browser, not the loader, so a prefetch can never sign anyone out.
 */
export default function SignOut() {
  const { t } = useTranslation("auth");
  const brand = useRootData()?.brand;
  const localize = useLocalizedPath();
  const api = useApi();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const target = signOutTarget(brand, localize("/"));

  const signOut = useCallback(async () => {
    setFailed(false);
    const res = await api.post("/auth/sign-out");
    // 401: there was no session to end, which is what we wanted.
    if (!res.ok && res.status !== 401) {
      setFailed(true);
      return;
    }
    clearAppStorage();
    window.location.replace(target);
  }, [api, target]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut();
  }, [signOut]);

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      {failed ? (
        <>
          <h1 className="text-xl font-bold">{t("signOut.failedTitle")}</h1>
          <AuthAlert message={t("signOut.failed")} />
          <button type="button" onClick={() => void signOut()} className={buttonClass("primary")}>
            {t("signOut.retry")}
          </button>
        </>
      ) : (
        <div role="status" className="flex flex-col items-center gap-4">
          <Loader2 aria-hidden="true" className="size-10 animate-spin text-primary-text" />
          <h1 className="text-xl font-bold">{t("signOut.signingOut")}</h1>
        </div>
      )}
    </div>
  );
}
