import { Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useApi } from "../../lib/api-client.ts";
import { useLocalizedPath } from "../../lib/locale.ts";
import { toast } from "../../lib/toast.ts";

/**
 * The provider's callback (§4 federated sign-in): exchanges ?code and ?state for a session,
 * creates the account the first time, then opens the dashboard. Any failure: the §4 toast and
 * back to sign-in. Runs in the browser so the session cookies land with the fetch responses.
 */
export default function OAuthToken() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const api = useApi();
  const localize = useLocalizedPath();
  const started = useRef(false);

  useEffect(() => {
    // The code is single-use: a second run (Strict Mode, re-render) must not spend it again.
    if (started.current) return;
    started.current = true;
    const code = params.get("code");
    const state = params.get("state");

    async function exchange(): Promise<boolean> {
      if (!code || !state) return false;
      const res = await api.post("/auth/oauth-token", { body: { code, state, iss: params.get("iss") ?? undefined } });
      if (!res.ok) return false;
      if (!res.data.isNewUser) return true;
      const signUp = await api.post("/auth/federated-sign-up", { headers: { authorization: `Bearer ${res.data.access_token}` } });
      return signUp.ok;
    }

    exchange()
      .catch(() => false)
      .then((ok) => {
        if (ok) {
          void navigate(localize("/dashboard"), { replace: true });
          return;
        }
        toast.error(t("common:errors.title"), t("common:errors.description"));
        void navigate(localize("/auth/sign-in"), { replace: true });
      });
  }, [params, api, localize, navigate, t]);

  return (
    <div role="status" className="flex flex-col items-center gap-4 py-8 text-center">
      <Loader2 aria-hidden="true" className="size-10 animate-spin text-primary-text" />
      <h1 className="text-xl font-bold">{t("oauth.signingIn")}</h1>
      <p className="text-sm text-muted">{t("oauth.wait")}</p>
    </div>
  );
}
