import { Loader2, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Conversation, ConversationSummary } from "../../../contract/assistants.ts";
import { ASSISTANT_LIMITS, type AssistantName } from "../../../contract/assistant-limits.ts";
import { useApi } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/locale.ts";
import { buttonClass } from "../ui/button.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { ErrorBox } from "../ui/error-line.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";

/**
 * A person's conversations, newest first, a page at a time ("Load more"): one assistant's, or all
 * of them (the assistants' page, with the assistant named on each). Each one continued — in place
 * (`onContinue`, the panel) or on its own page — or deleted after a confirmation.
 */
export function ConversationHistory({
  assistant,
  onContinue,
  current,
  onDeleted,
}: {
  assistant?: AssistantName;
  onContinue?: (c: Conversation) => void;
  /** The conversation on screen, marked in the list. */
  current?: string | null;
  onDeleted?: (id: string) => void;
}) {
  const { t } = useTranslation("assistants");
  const { t: tName } = useTranslation("assistant");
  const api = useApi();
  const locale = useLocale();
  const [items, setItems] = useState<ConversationSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (n: number) => {
      setLoading(true);
      setError(null);
      const r = await api.get("/assistants/conversations", {
        query: { page: n, limit: ASSISTANT_LIMITS.pageSize, ...(assistant ? { assistant } : {}) },
      });
      setLoading(false);
      if (!r.ok) return setError(r.error.message || t("errors.generic"));
      setItems((old) => (n === 1 ? r.data.data : [...old, ...r.data.data.filter((i) => !old.some((o) => o.id === i.id))]));
      setTotal(r.data.total);
      setPage(n);
    },
    [api, assistant, t],
  );
  useEffect(() => {
    void load(1);
  }, [load]);

  async function open(id: string) {
    const r = await api.get("/assistants/conversations/{id}", { params: { id } });
    if (!r.ok) return setError(r.error.message || t("errors.generic"));
    onContinue?.(r.data);
  }

  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale === "pt" ? "pt-BR" : "en-US", { dateStyle: "medium", timeStyle: "short" });

  return (
    <div className="flex flex-col gap-3" data-testid="assistant-history">
      <ErrorBox>
        {error ? (
          <span className="flex flex-wrap items-center gap-2">
            {error}
            <button type="button" className="underline" onClick={() => void load(Math.max(1, page))}>
              {t("errors.retry")}
            </button>
          </span>
        ) : null}
      </ErrorBox>
      {!loading && !error && items.length === 0 ? <p className="text-sm text-muted">{t("history.empty")}</p> : null}
      {items.length ? (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {items.map((c) => (
            <li key={c.id} className="flex items-center gap-2 p-3" aria-current={c.id === current || undefined}>
              <div className="min-w-0 flex-1">
                {onContinue ? (
                  <button
                    type="button"
                    className="block max-w-full truncate text-left font-medium underline-offset-2 hover:underline"
                    onClick={() => void open(c.id)}
                  >
                    {c.title}
                  </button>
                ) : (
                  <LocalizedLink
                    to={`/assistants/conversations/${c.id}`}
                    className="block truncate font-medium underline-offset-2 hover:underline"
                  >
                    {c.title}
                  </LocalizedLink>
                )}
                <p className="text-xs text-muted">
                  {assistant ? null : `${tName(`${c.assistant}.name`)} · `}
                  {t("history.messages", { n: c.messages })} · {when(c.updatedAt)}
                </p>
              </div>
              <ConfirmDialog
                trigger={<Trash2 aria-hidden="true" className="size-4" />}
                triggerClass={buttonClass("ghost", "sm", "px-2")}
                triggerLabel={t("history.delete", { title: c.title })}
                title={t("history.deleteTitle")}
                body={t("history.deleteBody", { title: c.title })}
                confirm={t("history.deleteConfirm")}
                onConfirm={async () => {
                  const r = await api.delete("/assistants/conversations/{id}", { params: { id: c.id } });
                  if (!r.ok && r.status !== 404) return r.error.message || t("errors.generic");
                  setItems((list) => list.filter((i) => i.id !== c.id));
                  setTotal((n) => Math.max(0, n - 1));
                  onDeleted?.(c.id);
                  return null;
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {loading ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t("history.loading")}
        </p>
      ) : items.length < total ? (
        <button type="button" className={buttonClass("outline", "sm", "self-start")} onClick={() => void load(page + 1)}>
          {t("history.more")}
        </button>
      ) : null}
    </div>
  );
}
