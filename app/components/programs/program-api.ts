import { data, redirect, type LoaderFunctionArgs } from "react-router";
import type { z } from "zod";
import { appContext } from "../../../contract/app-context.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { courseListSchema } from "../../../contract/learning.ts";
import { localeFromPath, localizePath } from "../../../contract/locale.ts";
import type { ProgramList, programSchema } from "../../../contract/programs.ts";
import { readForm } from "../../lib/form-body.ts";
import { fieldOf, readProgramForm, type ProgramActionData, type ProgramErrors } from "./program-form-values.ts";

export type Program = z.infer<typeof programSchema>;
export type ProgramCourse = Program["courses"][number];
/** A course as the form's picker shows it. */
export type CourseChoice = { slug: string; title: string; durationMinutes: number };

type Args = Pick<LoaderFunctionArgs, "context" | "request">;
type ApiErrorBody = { error?: { code?: string; message?: string; issues?: { path: string; message: string }[] } };

/** Catalogue pages read for the picker (48 courses each, the API's maximum). */
const CATALOGUE_PAGE = 48;
const MAX_CATALOGUE_PAGES = 10;

/** The API in-process, in the page's language (or the one asked for). */
export function programApi({ context, request }: Args) {
  const locale: Locale = localeFromPath(new URL(request.url).pathname);
  const api = context.get(appContext).api;
  const call = (path: string, init: { method?: string; json?: unknown; locale?: Locale } = {}) =>
    api(path, {
      method: init.method ?? "GET",
      headers: { "x-locale": init.locale ?? locale, ...(init.json === undefined ? {} : { "content-type": "application/json" }) },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
  return { locale, call };
}

/** A failed read: 404 (and the API's 400 for a malformed id) is "Page Not Found"; anything else keeps its status. */
function fail(res: Response): never {
  if (res.status === 404 || res.status === 400) throw data("validation", { status: 404 });
  throw data("api", { status: res.status });
}

export async function getJson<T>(call: ReturnType<typeof programApi>["call"], path: string, locale?: Locale): Promise<T> {
  const res = await call(path, { locale });
  if (!res.ok) fail(res);
  return (await res.json()) as T;
}

export const loadProgram = (args: Args, id: string, locale?: Locale) => getJson<Program>(programApi(args).call, `/api/training/programs/${id}`, locale);

/** The programs the viewer sees, and whether the server lets the viewer make and edit them. */
export async function loadPrograms(args: Args) {
  const list = await getJson<ProgramList>(programApi(args).call, "/api/training/programs");
  return { programs: list.data, canCreate: list.canCreate };
}

/** The catalogue the picker chooses from, in the page's language. */
export async function loadCourseChoices(args: Args): Promise<CourseChoice[]> {
  const { call } = programApi(args);
  const page = (n: number) => getJson<z.infer<typeof courseListSchema>>(call, `/api/training/courses?limit=${CATALOGUE_PAGE}&page=${n}`);
  const first = await page(1);
  const pages = Math.min(MAX_CATALOGUE_PAGES, Math.ceil(first.total / CATALOGUE_PAGE));
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 2)));
  return [first, ...rest].flatMap((p) => p.data.map((c) => ({ slug: c.slug, title: c.title, durationMinutes: c.durationMinutes })));
}

/** The form pages are for program managers only (the server's answer); others get the §5 unauthorized page. */
export async function requireProgramManager(args: Args) {
  const list = await loadPrograms(args);
  if (!list.canCreate) throw redirect(localizePath("/unauthorized", programApi(args).locale));
  return list;
}

/**
 * Saves the form through the API. Success opens the program's page; a refusal comes back
 * as the API's translated messages, each on its field where the API names one.
 */
export async function saveProgram(args: Args, method: "POST" | "PUT", path: string) {
  const { locale, call } = programApi(args);
  const sent = await readForm(args.request);
  if (!sent.form) return data<ProgramActionData>({ errors: {}, formError: null }, { status: sent.status });
  const input = readProgramForm(sent.form);
  const res = await call(path, { method, json: input });
  if (res.status === 404) throw data("validation", { status: 404 });
  if (res.ok) {
    const program = (await res.json()) as Program;
    throw redirect(`${localizePath(`/training/programs/${program.id}`, locale)}?saved=1`);
  }
  const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
  const errors: ProgramErrors = {};
  for (const issue of body?.error?.issues ?? []) {
    const field = fieldOf(issue.path);
    if (field) errors[field] ??= issue.message;
  }
  if (body?.error?.code === "unknown_courses" && body.error.message) errors.courses ??= body.error.message;
  return data<ProgramActionData>({ errors, formError: body?.error?.message ?? null }, { status: res.status });
}
