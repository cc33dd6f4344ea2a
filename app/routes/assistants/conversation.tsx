import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { Chat } from "../../components/assistants/chat.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import type { Route } from "./+types/conversation";

/** /assistants/conversations/:id: one of the person's conversations, to read and continue (another's is not found). */
export async function loader(args: Route.LoaderArgs) {
  const api = loaderApi(args);
  const r = await api.get("/assistants/conversations/{id}", { params: { id: args.params.id } });
  return { conversation: orThrow(r, [400, 403, 404]) };
}

export default function AssistantConversation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("assistants");
  const { t: tName } = useTranslation("assistant");
  const { pathname } = useLocation();
  const { conversation } = loaderData;
  const name = tName(`${conversation.assistant}.name`);
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-3xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} current={conversation.title} />
      <header className="flex flex-col gap-2">
        <h1 className="break-words text-2xl font-bold sm:text-3xl">{conversation.title}</h1>
        <p className="text-muted">{t("conversation.with", { name, role: tName(`${conversation.assistant}.role`) })}</p>
        <LocalizedLink to="/assistants" className={buttonClass("ghost", "sm", "self-start px-2")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("conversation.back")}
        </LocalizedLink>
      </header>
      <Chat key={conversation.id} assistant={conversation.assistant} initial={conversation} withHistory={false} page="/assistants" />
    </div>
  );
}
