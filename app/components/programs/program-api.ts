import { data, type LoaderFunctionArgs } from "react-router";
import { redirect } from "../../lib/redirect.ts";
import type { Locale } from "../../../contract/constants.ts";
import { localizePath } from "../../../contract/locale.ts";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { readForm } from "../../lib/form-body.ts";
import { fieldOf, readProgramForm, type ProgramActionData, type ProgramErrors } from "./program-form-values.ts";

/** A course as the form's picker shows it. */
export type CourseChoice = { slug: string; title: string; durationMinutes: number };

type Args = Pick<LoaderFunctionArgs, "context" | "request">;

/** Catalogue pages read for the picker (48 courses each, the API's maximum). */
const CATALOGUE_PAGE = 48;
const MAX_CATALOGUE_PAGES = 10;

/** A failed read: 404 (and the API's 400 for a malformed id) is "Page Not Found"; anything else keeps its status. */
const NOT_FOUND = [400, 404];

/** A program, in the page's language or the one asked for. */
export async function loadProgram(args: Args, id: string, locale?: Locale) {
  return orThrow(await loaderApi(args).get("/training/programs/{id}", { params: { id }, locale }), NOT_FOUND);
}

/** The programs the viewer sees, and whether the server lets the viewer make and edit them. */
export async function loadPrograms(args: Args) {
  const list = orThrow(await loaderApi(args).get("/training/programs"), NOT_FOUND);
  return { programs: list.data, canCreate: list.canCreate };
}

/** The catalogue the picker chooses from, in the page's language. */
export async function loadCourseChoices(args: Args): Promise<CourseChoice[]> {
  const api = loaderApi(args);
  const page = async (n: number) => orThrow(await api.get("/training/courses", { query: { limit: CATALOGUE_PAGE, page: n } }), NOT_FOUND);
  const first = await page(1);
  const pages = Math.min(MAX_CATALOGUE_PAGES, Math.ceil(first.total / CATALOGUE_PAGE));
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 2)));
  return [first, ...rest].flatMap((p) => p.data.map((c) => ({ slug: c.slug, title: c.title, durationMinutes: c.durationMinutes })));
}

/** The form pages are for program managers only (the server's answer); others get the §5 unauthorized page. */
export async function requireProgramManager(args: Args) {
  const list = await loadPrograms(args);
  if (!list.canCreate) throw redirect(localizePath("/unauthorized", loaderApi(args).locale));
  return list;
}

/**
 * Saves the form through the API: a new program, or the one with `id`. Success opens the
 * program's page; a refusal comes back as the API's translated messages, each on its field
 * where the API names one.
 */
export async function saveProgram(args: Args, id?: string) {
  const api = loaderApi(args);
  const sent = await readForm(args.request);
  if (!sent.form) return data<ProgramActionData>({ errors: {}, formError: null }, { status: sent.status });
  const body = readProgramForm(sent.form);
  const res =
    id === undefined ? await api.post("/training/programs", { body }) : await api.put("/training/programs/{id}", { params: { id }, body });
  if (res.status === 404) throw data("validation", { status: 404 });
  if (res.ok) throw redirect(`${localizePath(`/training/programs/${res.data.id}`, api.locale)}?saved=1`);
  const errors: ProgramErrors = {};
  for (const issue of res.error.issues ?? []) {
    const field = fieldOf(issue.path);
    if (field) errors[field] ??= issue.message;
  }
  if (res.error.code === "unknown_courses" && res.error.message) errors.courses ??= res.error.message;
  return data<ProgramActionData>({ errors, formError: res.error.message || null }, { status: res.status });
}
