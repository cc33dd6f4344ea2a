import { GraduationCap, UserRound } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";

/**
 * The framed pages' compact header (no app shell, no way out of the frame): the page's title,
 * the LMS course it was launched from and the launched person's name.
 */
export function LaunchHeader({
  title,
  eyebrow,
  contextTitle,
  userName,
  headingRef,
  children,
}: {
  title: string;
  /** A short line over the title ("Course", "Add courses"). */
  eyebrow?: string;
  contextTitle: string;
  userName: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  const { t } = useTranslation("ltiLaunch");
  return (
    <header className="flex flex-col gap-2 border-b border-border pb-3">
      {eyebrow ? <p className="text-xs font-semibold uppercase tracking-wide text-primary-text">{eyebrow}</p> : null}
      <h1 ref={headingRef} tabIndex={-1} className="text-xl font-extrabold sm:text-2xl">
        {title}
      </h1>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        {contextTitle ? (
          <div className="inline-flex min-w-0 items-center gap-1">
            <dt className="inline-flex items-center">
              <GraduationCap aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("header.context")}</span>
            </dt>
            <dd className="truncate" data-testid="lti-context-title">
              {contextTitle}
            </dd>
          </div>
        ) : null}
        <div className="inline-flex min-w-0 items-center gap-1">
          <dt className="inline-flex items-center">
            <UserRound aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("header.person")}</span>
          </dt>
          <dd className="truncate" data-testid="lti-person-name">
            {userName}
          </dd>
        </div>
      </dl>
      {children}
    </header>
  );
}
