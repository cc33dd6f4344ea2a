import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { Breadcrumb } from "../ui/breadcrumb.tsx";

/** A company page's frame: its width, the breadcrumb, the one h1 and its intro, then the page. */
export function CompanyPage({ title, intro, children }: { title: ReactNode; intro: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        <p className="mt-1 text-muted">{intro}</p>
      </header>
      {children}
    </div>
  );
}
