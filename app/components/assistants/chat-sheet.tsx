import * as Dialog from "@radix-ui/react-dialog";
import { Sparkles, X } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { AssistantName } from "../../../contract/assistant-limits.ts";
import { stripLocale } from "../../../contract/locale.ts";
import { buttonClass } from "../ui/button.tsx";
import { Chat } from "./chat.tsx";
import { useChat } from "./use-chat.ts";

/**
 * "Ask Nova" (Iris, Xen): opens the chat panel — a sheet on the right on a wide screen, the
 * whole screen on a phone — with the page's path sent along. Focus stays inside while it is
 * open, Escape closes it and focus goes back to the button.
 */
export function AskAssistant({ assistant }: { assistant: AssistantName }) {
  const { t } = useTranslation("assistants");
  const { t: tName } = useTranslation("assistant");
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const name = tName(`${assistant}.name`);
  const page = stripLocale(pathname);
  // held here, so closing the panel (or it closing to follow a source) keeps the conversation and a streaming answer
  const chat = useChat(assistant, page);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass("outline", "sm", "shrink-0")} data-testid="assistant-ask">
        <Sparkles aria-hidden="true" className="size-4" />
        {t("ask", { name })}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            inputRef.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-surface text-fg shadow-xl focus:outline-none sm:inset-y-0 sm:left-auto sm:right-0 sm:w-full sm:max-w-md sm:border-l sm:border-border"
          data-testid="assistant-panel"
        >
          <div className="flex items-start justify-between gap-4 border-b border-border p-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold">{name}</Dialog.Title>
              <Dialog.Description className="text-sm text-muted">{tName(`${assistant}.role`)}</Dialog.Description>
            </div>
            <Dialog.Close className={buttonClass("ghost", "sm", "-mr-2 shrink-0 px-2")}>
              <X aria-hidden="true" focusable="false" className="size-5" />
              <span className="sr-only">{t("close")}</span>
            </Dialog.Close>
          </div>
          <div className="flex min-h-0 flex-1 flex-col overflow-y-auto p-4">
            <Chat assistant={assistant} page={page} state={chat} onNavigate={() => setOpen(false)} inputRef={inputRef} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
