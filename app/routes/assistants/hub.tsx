import { MessageSquare, Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { AssistantName } from "../../../contract/assistant-limits.ts";
import { stripLocale } from "../../../contract/locale.ts";
import { availableAssistants } from "../../components/assistants/available.ts";
import { Chat } from "../../components/assistants/chat.tsx";
import { ConversationHistory } from "../../components/assistants/history.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useAbilities } from "../../root.tsx";

/** /assistants: the assistants this person may ask, each with a conversation started right here, and all their conversations. */
export default function AssistantsHub() {
  const { t } = useTranslation("assistants");
  const { t: tName } = useTranslation("assistant");
  const { pathname } = useLocation();
  const assistants = availableAssistants(useAbilities());
  const [active, setActive] = useState<AssistantName | null>(null);
  const [filter, setFilter] = useState<AssistantName | "">("");
  const filterId = useId();
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-5xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("hub.title")}</h1>
        <p className="mt-1 text-muted">{t("hub.intro")}</p>
      </header>
      <ul className="grid gap-4 md:grid-cols-3">
        {assistants.map((a) => (
          <li
            key={a}
            className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4"
            data-testid={`assistant-card-${a}`}
          >
            <div className="flex items-center gap-2">
              <Sparkles aria-hidden="true" className="size-5 text-primary-text" />
              <h2 className="text-lg font-bold">{tName(`${a}.name`)}</h2>
            </div>
            <p className="text-sm text-muted">{tName(`${a}.role`)}</p>
            <p className="flex-1 text-sm">{t(`intro.${a}`)}</p>
            <button
              type="button"
              className={buttonClass(active === a ? "secondary" : "primary", "sm")}
              aria-expanded={active === a}
              aria-controls={active === a ? "assistant-inline" : undefined}
              onClick={() => setActive(a)}
            >
              <MessageSquare aria-hidden="true" className="size-4" />
              {t("hub.start")}
            </button>
          </li>
        ))}
      </ul>
      {active ? (
        <section
          id="assistant-inline"
          aria-labelledby="assistant-inline-title"
          className="flex flex-col gap-3 rounded-xl border border-border p-4"
        >
          <h2 id="assistant-inline-title" className="text-lg font-bold">
            {t("hub.chatWith", { name: tName(`${active}.name`) })}
          </h2>
          <Chat key={active} assistant={active} page="/assistants" withHistory={false} />
        </section>
      ) : null}
      <section aria-labelledby="assistant-history-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="assistant-history-title" className="text-xl font-bold">
            {t("hub.conversations")}
          </h2>
          {assistants.length > 1 ? (
            <label htmlFor={filterId} className="flex items-center gap-2 text-sm">
              {t("hub.filter")}
              <select
                id={filterId}
                value={filter}
                onChange={(e) => setFilter(e.target.value as AssistantName | "")}
                className="h-10 rounded-lg border border-border bg-surface px-2"
              >
                <option value="">{t("hub.all")}</option>
                {assistants.map((a) => (
                  <option key={a} value={a}>
                    {tName(`${a}.name`)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        <ConversationHistory key={filter} assistant={filter || undefined} />
      </section>
    </div>
  );
}
