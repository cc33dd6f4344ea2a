import { UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { User } from "../../../contract/auth.ts";
import { stripLocale } from "../../../contract/locale.ts";
import { Breadcrumb } from "../ui/breadcrumb.tsx";
import { buttonClass } from "../ui/button.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { useAccountData, useCurrentRoute } from "./use-account.ts";

/** The frame of an account page: breadcrumb, title, intro; the content needs the signed-in person. */
export function AccountPage({ intro, children }: { intro?: ReactNode | ((user: User) => ReactNode); children: (user: User) => ReactNode }) {
  const { t } = useTranslation("account");
  const { pathname } = useLocation();
  const { id } = useCurrentRoute();
  const { user } = useAccountData();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t(`routes:${id}`)}</h1>
        {intro && user ? <p className="mt-2 text-muted">{typeof intro === "function" ? intro(user) : intro}</p> : null}
      </header>
      {user ? (
        children(user)
      ) : (
        <div className="flex flex-col items-start gap-4 rounded-xl border border-border bg-surface-raised p-6">
          <UserRound aria-hidden="true" focusable="false" className="size-8 text-muted" />
          <p>{t("page.signedOut")}</p>
          <LocalizedLink to="/auth/sign-in" className={buttonClass("primary")}>
            {t("page.signIn")}
          </LocalizedLink>
        </div>
      )}
    </div>
  );
}
