import * as Dialog from "@radix-ui/react-dialog";
import { Award, BookOpen, ChartColumn, FileBadge, Palette, Users, UsersRound, X, type LucideIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { User } from "../../../contract/auth.ts";
import type { EntityType } from "../../../contract/constants.ts";
import { useRootData } from "../../root.tsx";
import { useApi } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";
import { Button, buttonClass } from "../ui/button.tsx";
import { entityTypeOf, tourFlagOf, useAccountData } from "./use-account.ts";

type Step = { id: string; icon: LucideIcon };

/** §6: the entity type picks the tour; individuals learn, companies manage. */
export const TOUR_STEPS: Record<EntityType, readonly Step[]> = {
  individual: [
    { id: "courses", icon: BookOpen },
    { id: "badges", icon: Award },
    { id: "certificates", icon: FileBadge },
  ],
  company: [
    { id: "team", icon: Users },
    { id: "groups", icon: UsersRound },
    { id: "reports", icon: ChartColumn },
    { id: "brand", icon: Palette },
  ],
};

/**
 * The dashboard's guided tour for a person without the `tour-<entity type>` flag.
 * Finishing or skipping (also Escape or the close button) sets the flag.
 */
export function GuidedTour() {
  const { t } = useTranslation("account");
  const { user } = useAccountData();
  const api = useApi();
  const revalidator = useRevalidator();
  const [dismissed, setDismissed] = useState(false);
  const [open, setOpen] = useState(false);
  const needed = !!user && !dismissed && !user.interactionFlag.includes(tourFlagOf(user));

  // Opens after hydration: the server never renders a portal.
  useEffect(() => setOpen(needed), [needed]);

  if (!user || !needed) return null;

  async function finish(person: User) {
    setOpen(false);
    setDismissed(true);
    const res = await api.post("/user/update-interaction-flag", { body: { flag: tourFlagOf(person) } });
    if (res.ok) void revalidator.revalidate();
    else toast.error(t("errors.title"), res.error.message || t("tour.error"));
  }

  return <TourDialog user={user} open={open} onDone={() => void finish(user)} />;
}

function TourDialog({ user, open, onDone }: { user: User; open: boolean; onDone: () => void }) {
  const { t } = useTranslation("account");
  const brand = useRootData()?.brand.name ?? "";
  const type = entityTypeOf(user);
  const steps = TOUR_STEPS[type];
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const step = steps[Math.min(index, steps.length - 1)]!;
  const last = index >= steps.length - 1;
  const Icon = step.icon;

  // After Back/Next, focus the new step's heading so it is read out.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);
  const go = (to: number) => {
    moved.current = true;
    setIndex(to);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onDone()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          data-testid="guided-tour"
          data-tour={type}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-surface-raised p-6 text-fg shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{t("tour.title", { brand, name: user.name })}</Dialog.Title>
            <Dialog.Close className={buttonClass("ghost", "sm", "-mr-2 -mt-1 shrink-0 px-2")}>
              <X aria-hidden="true" focusable="false" className="size-5" />
              <span className="sr-only">{t("tour.close")}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted">{t(`tour.intro.${type}`)}</Dialog.Description>

          <div className="mt-5 flex flex-col items-center gap-3 rounded-lg bg-surface-sunken p-5 text-center">
            <Icon aria-hidden="true" focusable="false" className="size-10 text-primary-text" />
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">
              {t("tour.progress", { current: index + 1, total: steps.length })}
            </p>
            <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
              {t(`tour.${type}.${step.id}.title`)}
            </h3>
            <p className="text-sm">{t(`tour.${type}.${step.id}.text`)}</p>
            <ol aria-hidden="true" className="flex gap-1.5">
              {steps.map((s, i) => (
                <li key={s.id} className={`h-2 rounded-full transition-all ${i === index ? "w-6 bg-primary" : "w-2 bg-border"}`} />
              ))}
            </ol>
          </div>

          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Button variant="ghost" onClick={onDone}>
              {t("tour.skip")}
            </Button>
            <div className="flex gap-3">
              {index > 0 ? (
                <Button variant="outline" className="flex-1" onClick={() => go(index - 1)}>
                  {t("tour.back")}
                </Button>
              ) : null}
              <Button className="flex-1" onClick={() => (last ? onDone() : go(index + 1))}>
                {t(last ? "tour.finish" : "tour.next")}
              </Button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
