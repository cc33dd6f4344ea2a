import { KeyRound, Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FederatedProvider as Provider } from "../../../contract/auth.ts";
import type { EntityType } from "../../../contract/constants.ts";
import { type Api, NETWORK_ERROR, useApi } from "../../lib/api-client.ts";
import { buttonClass } from "../ui/button.tsx";
import { AuthAlert } from "./auth-field.tsx";

/** The providers configured here (GET /api/auth/providers); none when the call fails. */
export async function loadProviders(api: Api): Promise<Provider[]> {
  const res = await api.get("/auth/providers");
  return res.ok ? res.data.providers : [];
}

/**
 * "Continue with …" for each configured provider (§4 federated sign-in): asks the API for the
 * provider's address and leaves for it. Nothing at all when no provider is configured.
 */
export function FederatedButtons({
  providers,
  accountType = "individual",
  disabled = false,
}: {
  providers: Provider[];
  accountType?: EntityType;
  disabled?: boolean;
}) {
  const { t } = useTranslation("auth");
  const api = useApi();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  if (!providers.length) return null;

  async function go(provider: Provider["id"]) {
    setPending(provider);
    setError(undefined);
    const res = await api.post("/auth/federated-sign-in", { body: { provider, accountType } });
    if (res.ok) {
      window.location.assign(res.data.url);
      return; // the page is leaving: keep the spinner
    }
    setError(res.error.code === NETWORK_ERROR ? t("errors.network") : res.error.message || t("errors.generic"));
    setPending(null);
  }

  return (
    <div className="space-y-3" data-testid="federated-buttons">
      <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        {t("federated.or")}
      </p>
      <AuthAlert message={error} />
      <ul className="grid gap-2">
        {providers.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              onClick={() => void go(p.id)}
              disabled={disabled || pending !== null}
              className={buttonClass("outline", "md", "w-full")}
            >
              {pending === p.id ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <ProviderMark id={p.id} />}
              {t("federated.continueWith", { name: p.name })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A small coloured mark per provider (decorative; the button's text names the provider). */
function ProviderMark({ id }: { id: Provider["id"] }) {
  if (id === "microsoft") {
    return (
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
        <path fill="#f25022" d="M0 0h7.5v7.5H0z" />
        <path fill="#7fba00" d="M8.5 0H16v7.5H8.5z" />
        <path fill="#00a4ef" d="M0 8.5h7.5V16H0z" />
        <path fill="#ffb900" d="M8.5 8.5H16V16H8.5z" />
      </svg>
    );
  }
  if (id === "google") {
    return (
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-4">
        <path
          fill="#FFC107"
          d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
        />
        <path
          fill="#FF3D00"
          d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
        />
        <path
          fill="#4CAF50"
          d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
        />
        <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
      </svg>
    );
  }
  return <KeyRound aria-hidden="true" className="size-4" />;
}
