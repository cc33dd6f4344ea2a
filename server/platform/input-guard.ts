import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes, routePath } from "hono/route";
import type { AppEnv } from "./env.ts";
import { HttpError, sendError } from "./http.ts";
import { translate } from "./i18n.ts";
import { findInputProblems, isUnstorableText, type InputProblem } from "./unstorable-text.ts";

/** The media types Hono's validator reads as JSON. */
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
const MESSAGE: Record<InputProblem["kind"], string> = { text: "errors:unstorableText", depth: "errors:tooDeep" };

/**
 * The API's one check on raw input, before any route validates it: path parameters, query
 * parameters (declared or not), the JSON body (values and keys, at any depth) and a form body's
 * fields (multipart or url-encoded: names, text values, file names, and the JSON a field holds)
 * may not hold text PostgreSQL refuses, nor nest past MAX_JSON_DEPTH, and a JSON body must parse. Mounted
 * on the API with `use("*")`; `isSecured` tells which operations need a session, because a
 * caller without one hears 401 before anything about the request.
 *
 * The body is read once through Hono's cache, so the route's validator reads the same text.
 */
export function inputGuard(isSecured: (method: string, path: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const prefix = routePath(c).replace(/\/?\*$/, "");
    const route = matchedRoutes(c).find((r) => r.method !== "ALL");
    // no operation here: the API's 404 or 405 answers
    if (!route) return next();
    if (!c.get("auth") && isSecured(route.method, route.path.slice(prefix.length) || "/")) return next();

    // text PostgreSQL refuses (NUL, a lone surrogate) reaches a URL only percent-encoded
    const url = c.req.url;
    const problems = [
      ...(url.includes("%") ? pathProblems(route.path, c.req.path) : []),
      ...(url.includes("?") ? queryProblems(c.req.queries()) : []),
    ];
    const body = await jsonBody(c);
    if (body === MALFORMED) return sendError(c, new HttpError(400, "bad_request", "errors:malformedBody"));
    if (body !== NONE) problems.push(...findInputProblems(body));
    problems.push(...(await formProblems(c)));
    if (!problems.length) return next();
    const locale = c.get("locale");
    const issues = problems.map((p) => ({ path: p.path, message: translate(MESSAGE[p.kind], locale) }));
    return sendError(c, new HttpError(400, "validation_failed", "errors:validation", {}, issues));
  };
}

const NONE = Symbol("no body");
const MALFORMED = Symbol("malformed");

async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  if (c.req.method === "GET" || c.req.method === "HEAD") return NONE;
  const type = c.req.header("content-type")?.split(";")[0]?.trim() ?? "";
  if (!JSON_TYPE.test(type)) return NONE;
  const text = await c.req.text();
  // an empty body is no body: routes without one ignore it, routes needing one say so
  if (!text.trim()) return NONE;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return MALFORMED;
  }
}

const FORM_TYPE = /^(multipart\/form-data|application\/x-www-form-urlencoded)$/i;

/**
 * A form's fields as its route reads them (Hono's parsed form, kept for the route): a field
 * whose text is JSON is read as JSON too, since routes parse such fields (an import's mapping,
 * a framework's details, evidence's requirement ids) and "\u0000" in its text is NUL once
 * parsed. A form that does not parse is left to the route, which says what it expected.
 */
async function formProblems(c: Context<AppEnv>): Promise<InputProblem[]> {
  if (c.req.method === "GET" || c.req.method === "HEAD") return [];
  if (!FORM_TYPE.test(c.req.header("content-type")?.split(";")[0]?.trim() ?? "")) return [];
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    return [];
  }
  const problems: InputProblem[] = [];
  for (const [name, entry] of Object.entries(form)) {
    if (isUnstorableText(name)) {
      problems.push({ path: "", kind: "text" });
      continue;
    }
    for (const value of Array.isArray(entry) ? entry : [entry]) {
      const text = typeof value === "string" ? value : value.name;
      if (isUnstorableText(text)) problems.push({ path: name, kind: "text" });
      else if (typeof value === "string") problems.push(...jsonFieldProblems(name, value));
    }
  }
  return problems;
}

function jsonFieldProblems(name: string, text: string): InputProblem[] {
  if (!/^\s*[[{"]/.test(text)) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  return findInputProblems(value).map((p) => ({ ...p, path: p.path ? `${name}.${p.path}` : name }));
}

/** Each path segment as the route will read it, named after its parameter. */
function pathProblems(pattern: string, path: string): InputProblem[] {
  const names = pattern.split("/");
  return path.split("/").flatMap((segment, i) => {
    if (!isUnstorableText(decodeSegment(segment))) return [];
    const name = names[i]?.startsWith(":") ? names[i]!.slice(1).replace(/\{.*$/, "") : "";
    return [{ path: name, kind: "text" as const }];
  });
}

function decodeSegment(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function queryProblems(query: Record<string, string[]>): InputProblem[] {
  return Object.entries(query).flatMap(([key, values]) =>
    isUnstorableText(key)
      ? [{ path: "", kind: "text" as const }]
      : values.some(isUnstorableText)
        ? [{ path: key, kind: "text" as const }]
        : [],
  );
}
