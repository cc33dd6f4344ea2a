import { useTranslation } from "react-i18next";
import type { Citation } from "../../../contract/assistants.ts";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { answerSegments, sitePath } from "./citation-text.ts";

/** Where a citation leads: a link on this site, or its title alone when its address is not one. */
export function CitationLink({
  citation,
  onNavigate,
  children,
}: {
  citation: Citation;
  onNavigate?: () => void;
  children?: React.ReactNode;
}) {
  const path = sitePath(citation.url);
  const body = children ?? citation.title;
  if (!path) return <span>{body}</span>;
  return (
    <LocalizedLink to={path} onClick={onNavigate} className="font-medium text-primary-text underline underline-offset-2">
      {body}
    </LocalizedLink>
  );
}

/** An answer's words as plain text (line breaks kept), its [n] markers links to the citations. */
export function AnswerText({ text, citations, onNavigate }: { text: string; citations: Citation[]; onNavigate?: () => void }) {
  const { t } = useTranslation("assistants");
  return (
    <p className="whitespace-pre-wrap break-words">
      {answerSegments(text, citations).map((s, i) =>
        "n" in s ? (
          <sup key={i}>
            <CitationLink citation={s.citation} onNavigate={onNavigate}>
              <span aria-hidden="true">{s.text}</span>
              <span className="sr-only">{t("chat.source", { n: s.n, title: s.citation.title })}</span>
            </CitationLink>
          </sup>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </p>
  );
}

/** The "Sources" list under an answer: each citation, numbered as the answer's markers. */
export function SourceList({ citations, onNavigate }: { citations: Citation[]; onNavigate?: () => void }) {
  const { t } = useTranslation("assistants");
  if (!citations.length) return null;
  return (
    <div className="mt-3 border-t border-border pt-2 text-sm">
      <p className="font-semibold">{t("chat.sources")}</p>
      <ol className="mt-1 list-decimal space-y-1 pl-5" data-testid="assistant-sources">
        {citations.map((c, i) => (
          <li key={`${c.url}-${i}`}>
            <CitationLink citation={c} onNavigate={onNavigate} />
          </li>
        ))}
      </ol>
    </div>
  );
}
