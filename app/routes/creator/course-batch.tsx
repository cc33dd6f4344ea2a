import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useRevalidator } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { loadBatchPage } from "../../components/authoring/batch-api.ts";
import { BatchHistory } from "../../components/authoring/batch-history.tsx";
import { BatchProgress } from "../../components/authoring/batch-progress.tsx";
import { BatchRows } from "../../components/authoring/batch-rows.tsx";
import { BatchUploadForm } from "../../components/authoring/batch-upload-form.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import type { Route } from "./+types/course-batch";

/** How often a running batch is read again. */
const POLL_MS = 2000;

/**
 * §2 /content-creator/courses/batch (issue 27): upload a CSV or JSON of outlines, every row
 * checked first; the batch's rows with their errors by line and column, the drafts they became
 * and, while their videos render, the whole batch's progress. `?batch=<id>` shows one batch (the
 * upload lands there, the e-mail links there); the recent batches are listed below.
 */
export async function loader(args: Route.LoaderArgs) {
  return loadBatchPage(args);
}

export default function CourseBatch({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("creatorBatch");
  const { pathname, search } = useLocation();
  const { list, batch } = loaderData;
  const revalidator = useRevalidator();
  const running = batch?.status === "running";

  // while renders run, the loader reads the batch again
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [running, revalidator]);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="text-muted">{t("intro")}</p>
      </header>
      {batch ? (
        <>
          <BatchProgress batch={batch} />
          <BatchRows key={batch.id} batch={batch} search={search} />
        </>
      ) : null}
      <BatchUploadForm />
      <BatchHistory list={list} />
    </div>
  );
}
