import { useTranslation } from "react-i18next";
import type { Landing } from "../../../../contract/phishing.ts";
import { flaggedDocument, flagNumber } from "./flagged-document.ts";

/** A red flag's number as the message and the list show it. */
export function FlagBadge({ n }: { n: number }) {
  return (
    <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold leading-6 text-white">
      {n}
    </span>
  );
}

/** The e-mail again: its From and Subject lines (their flags numbered there) and its body in a frame that runs nothing. */
export function MessageCard({ message }: { message: Landing["message"] }) {
  const { t } = useTranslation("phishingLanding");
  const lineFlags = (target: "sender" | "subject") =>
    message.redFlags.filter((f) => f.target === target).map((f) => <FlagBadge key={f.id} n={flagNumber(message.redFlags, f.id)} />);
  return (
    <section
      aria-labelledby="phishing-message-title"
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4"
    >
      <h2 id="phishing-message-title" className="text-lg font-semibold">
        {t("lesson.messageTitle")}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">{t("lesson.from")}</dt>
        <dd className="flex min-w-0 flex-wrap items-center gap-2 break-all" data-testid="phishing-message-from">
          {message.from} {lineFlags("sender")}
        </dd>
        <dt className="font-semibold">{t("lesson.subject")}</dt>
        <dd className="flex min-w-0 flex-wrap items-center gap-2" data-testid="phishing-message-subject">
          {message.subject} {lineFlags("subject")}
        </dd>
      </dl>
      <iframe
        sandbox=""
        srcDoc={flaggedDocument(message.html, message.redFlags)}
        title={t("lesson.frameTitle")}
        className="h-[26rem] w-full rounded-lg border border-border bg-white"
        data-testid="phishing-message-frame"
      />
    </section>
  );
}
