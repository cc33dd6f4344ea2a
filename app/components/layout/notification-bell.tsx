import * as Dialog from "@radix-ui/react-dialog";
import { Bell, Inbox, Loader2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NOTIFICATION_PAGE_SIZE } from "../../../contract/constants.ts";
import type { Notification } from "../../../contract/notifications.ts";
import { useApi } from "../../lib/api-client.ts";
import { useLocale, useLocalizedPath } from "../../lib/locale.ts";
import { toast } from "../../lib/toast.ts";
import { relativeTime } from "../account/relative-time.ts";
import { useAccountData } from "../account/use-account.ts";
import { Button, buttonClass } from "../ui/button.tsx";
import { intlLocale } from "../../../contract/locale.ts";

/**
 * The top bar's bell (§4): unread count, the latest notifications with relative times,
 * "Load more" pages of NOTIFICATION_PAGE_SIZE, and a click marks one read.
 */
export function NotificationBell() {
  const { t } = useTranslation("account");
  const { user, notifications } = useAccountData();
  const api = useApi();
  const [open, setOpen] = useState(false);
  // Local knowledge wins until the root data (reloaded on every navigation) catches up.
  const [unread, setUnread] = useState<number | null>(null);
  const [items, setItems] = useState<Notification[] | null>(null);
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState<number | null>(null);
  const [state, setState] = useState<"idle" | "loading" | "error">("idle");
  const focusNext = useRef<string | null>(null);
  const itemRefs = useRef(new Map<string, HTMLElement>());

  useEffect(() => setUnread(null), [notifications]);
  useEffect(() => {
    // After "Load more", focus moves to the first newly loaded notification.
    if (focusNext.current) itemRefs.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  }, [items]);

  if (!user) return null;
  const userId = user.id;
  const count = unread ?? notifications?.notificationsNotRead ?? 0;
  const list = items ?? notifications?.data ?? [];
  const hasMore = total !== null && list.length < total;

  async function load(pageNo: number) {
    setState("loading");
    const res = await api.get("/notification/user/{userId}", { params: { userId }, query: { page: pageNo, size: NOTIFICATION_PAGE_SIZE } });
    if (!res.ok) return setState("error");
    const fresh = res.data.data;
    setItems((prev) => {
      if (pageNo === 1) return fresh;
      const known = new Set((prev ?? []).map((n) => n.id));
      return [...(prev ?? []), ...fresh.filter((n) => !known.has(n.id))];
    });
    if (pageNo > 1) focusNext.current = fresh[0]?.id ?? null;
    setPage(pageNo);
    setTotal(res.data.total);
    setUnread(res.data.notificationsNotRead);
    setState("idle");
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) void load(1);
    else {
      setItems(null);
      setTotal(null);
      setState("idle");
    }
  }

  async function markRead(n: Notification) {
    if (n.isRead) return;
    const setRead = (isRead: boolean) => setItems((prev) => (prev ?? list).map((x) => (x.id === n.id ? { ...x, isRead } : x)));
    setRead(true);
    setUnread((c) => Math.max(0, (c ?? count) - 1));
    const res = await api.put("/notification/read/{id}", { params: { id: n.id }, body: { id: n.id, isRead: true } });
    if (res.ok) return;
    setRead(false);
    setUnread((c) => (c ?? count) + 1);
    toast.error(t("errors.title"), res.error.message || t("notifications.markError"));
  }

  const label = count > 0 ? t("notifications.unread", { count }) : t("notifications.open");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger aria-label={label} title={label} className={buttonClass("ghost", "sm", "relative px-2")}>
        <Bell aria-hidden="true" focusable="false" className="size-5" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold leading-5 text-white"
          >
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30 sm:bg-transparent" />
        <Dialog.Content className="fixed right-2 top-16 z-50 flex max-h-[calc(100dvh-5rem)] w-[calc(100%-1rem)] max-w-sm flex-col rounded-xl border border-border bg-surface-raised text-fg shadow-xl focus:outline-none sm:right-4">
          <div className="flex items-start justify-between gap-3 border-b border-border p-4">
            <div>
              <Dialog.Title className="text-lg font-bold">{t("notifications.title")}</Dialog.Title>
              <Dialog.Description className="text-sm text-muted">
                {count > 0 ? t("notifications.unread", { count }) : t("notifications.allRead")}
              </Dialog.Description>
            </div>
            <Dialog.Close className={buttonClass("ghost", "sm", "-mr-2 shrink-0 px-2")}>
              <X aria-hidden="true" focusable="false" className="size-5" />
              <span className="sr-only">{t("notifications.close")}</span>
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto" aria-busy={state === "loading"}>
            {list.length > 0 ? (
              <ul className="divide-y divide-border">
                {list.map((n) => (
                  <li key={n.id}>
                    <NotificationRow
                      n={n}
                      itemRef={(el) => void (el ? itemRefs.current.set(n.id, el) : itemRefs.current.delete(n.id))}
                      onActivate={() => {
                        void markRead(n);
                        if (n.link) setOpen(false);
                      }}
                    />
                  </li>
                ))}
              </ul>
            ) : state === "loading" ? null : state === "idle" ? (
              <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
                <Inbox aria-hidden="true" focusable="false" className="size-10 text-muted" />
                <p className="font-semibold">{t("notifications.empty.title")}</p>
                <p className="text-sm text-muted">{t("notifications.empty.text")}</p>
              </div>
            ) : null}
            <div role="status" className="empty:hidden">
              {state === "loading" ? (
                <p className="flex items-center justify-center gap-2 p-4 text-sm text-muted">
                  <Loader2 aria-hidden="true" focusable="false" className="size-4 animate-spin" />
                  {t("notifications.loading")}
                </p>
              ) : null}
            </div>
            <div role="alert" className="empty:hidden">
              {state === "error" ? (
                <div className="flex flex-col items-center gap-3 p-4 text-center text-sm">
                  <p className="font-medium">{t("notifications.loadError")}</p>
                  <Button variant="outline" size="sm" onClick={() => void load(items ? page + 1 : 1)}>
                    {t("notifications.retry")}
                  </Button>
                </div>
              ) : null}
            </div>
          </div>
          {hasMore && state !== "error" ? (
            <div className="border-t border-border p-3">
              <Button
                variant="outline"
                className="w-full"
                aria-disabled={state === "loading" || undefined}
                onClick={() => state === "idle" && void load(page + 1)}
              >
                {t("notifications.loadMore")}
              </Button>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function NotificationRow({
  n,
  itemRef,
  onActivate,
}: {
  n: Notification;
  itemRef: (el: HTMLElement | null) => void;
  onActivate: () => void;
}) {
  const { t } = useTranslation("account");
  const locale = useLocale();
  const localize = useLocalizedPath();
  const when = relativeTime(n.createdAt, locale, t("notifications.justNow"));
  const className = `flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-surface-sunken ${n.isRead ? "" : "bg-surface-sunken/60"}`;
  const content = (
    <>
      <span aria-hidden="true" className={`mt-1.5 size-2.5 shrink-0 rounded-full ${n.isRead ? "bg-transparent" : "bg-primary"}`} />
      <span className="min-w-0 flex-1">
        {n.isRead ? null : <span className="sr-only">{t("notifications.unreadLabel")}: </span>}
        <span className={`block break-words ${n.isRead ? "font-medium" : "font-bold"}`}>{n.title}</span>
        <span className="mt-0.5 block break-words text-sm text-muted">{n.body}</span>
        <time
          dateTime={n.createdAt}
          title={new Date(n.createdAt).toLocaleString(intlLocale(locale))}
          className="mt-1 block text-xs text-muted"
        >
          {when}
        </time>
      </span>
    </>
  );
  if (n.link && /^https?:\/\//.test(n.link)) {
    return (
      <a ref={itemRef} href={n.link} onClick={onActivate} className={className}>
        {content}
      </a>
    );
  }
  if (n.link) {
    return (
      <Link ref={itemRef} to={localize(n.link)} onClick={onActivate} className={className}>
        {content}
      </Link>
    );
  }
  return (
    <button ref={itemRef} type="button" onClick={onActivate} className={className}>
      {content}
    </button>
  );
}
