import { data, useActionData, useLoaderData } from "react-router";
import { appContext } from "../../../contract/app-context.ts";
import { LOCALE_TO_LANGUAGE, SELECTED_PRODUCT_COOKIE } from "../../../contract/constants.ts";
import { localeFromPath } from "../../../contract/locale.ts";
import { DemoForm, type DemoActionData } from "../../components/public/demo-form.tsx";
import {
  DEMO_FIELDS,
  type DemoField,
  matchProduct,
  readCookie,
  readDemoValues,
  validateDemo,
} from "../../components/public/demo-validation.ts";
import { readForm } from "../../lib/form-body.ts";
import type { Route } from "./+types/book-a-demo";

/** Preselects the product from ?product= or the cookie guard 10 keeps for 30 days. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const product =
    matchProduct(url.searchParams.get("product")) ?? matchProduct(readCookie(request.headers.get("cookie"), SELECTED_PRODUCT_COOKIE));
  return { product };
}

interface ApiIssue {
  path?: unknown;
  message?: unknown;
}

/** Maps an API issue path ("email", ["body", "email"], "body.email") to a form field. */
function issueField(path: unknown): DemoField | null {
  const parts = Array.isArray(path) ? path.map(String) : String(path ?? "").split(".");
  const last = parts.filter(Boolean).at(-1) ?? "";
  return (DEMO_FIELDS as readonly string[]).includes(last) ? (last as DemoField) : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const sent = await readForm(request);
  const values = readDemoValues(sent.form ?? new FormData());
  const fail = (status: number, extra: Partial<Extract<DemoActionData, { ok: false }>>) =>
    data<DemoActionData>({ ok: false, values, fieldErrors: {}, fieldErrorKeys: {}, ...extra }, { status });
  if (!sent.form) return fail(sent.status, { messageKey: "errors.generic" });

  const fieldErrorKeys = validateDemo(values);
  if (Object.keys(fieldErrorKeys).length) return fail(400, { fieldErrorKeys, messageKey: "errors.summary" });

  const locale = localeFromPath(new URL(request.url).pathname);
  const { name, email, company, phone, teamSize, product, message } = values;
  let res: Response;
  try {
    res = await context.get(appContext).api("/api/public/demo-requests", {
      method: "POST",
      headers: { "content-type": "application/json", "x-locale": locale, "accept-language": LOCALE_TO_LANGUAGE[locale] },
      body: JSON.stringify({
        name,
        email,
        company,
        phone: phone || undefined,
        teamSize,
        product: matchProduct(product),
        message: message || undefined,
      }),
    });
  } catch {
    return fail(503, { messageKey: "errors.generic" });
  }

  if (res.status === 201) return data<DemoActionData>({ ok: true, email }, { status: 201 });
  if (res.status === 429) return fail(429, { messageKey: "errors.rateLimited" });
  if (res.status === 400) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: unknown; issues?: ApiIssue[] } } | null;
    const fieldErrors: Partial<Record<DemoField, string>> = {};
    for (const issue of body?.error?.issues ?? []) {
      const field = issueField(issue.path);
      if (field && typeof issue.message === "string" && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    const message = typeof body?.error?.message === "string" ? body.error.message : undefined;
    return fail(400, { fieldErrors, message, messageKey: message ? undefined : "errors.summary" });
  }
  return fail(res.status >= 500 ? res.status : 502, { messageKey: "errors.generic" });
}

/** "/book-a-demo": request a demo of Scanners or Training. */
export default function BookADemo() {
  const { product } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <DemoForm initialProduct={product} result={actionData} />;
}
