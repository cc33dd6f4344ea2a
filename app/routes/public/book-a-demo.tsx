import { data, useActionData, useLoaderData } from "react-router";
import { SELECTED_PRODUCT_COOKIE } from "../../../contract/constants.ts";
import { DEMO_WORDING, demoBody, demoFormSchema } from "../../components/public/demo-form-schema.ts";
import { DemoForm, type DemoActionData } from "../../components/public/demo-form.tsx";
import { DEMO_FIELDS, type DemoField, matchProduct, readDemoValues } from "../../components/public/demo-validation.ts";
import { NETWORK_ERROR, issuesByField, loaderApi } from "../../lib/api-client.ts";
import { checkForm } from "../../lib/contract-check.ts";
import { readCookie } from "../../lib/cookies.ts";
import { readForm } from "../../lib/form-body.ts";
import type { Route } from "./+types/book-a-demo";

/** Preselects the product from ?product= or the cookie guard 10 keeps for 30 days. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const product =
    matchProduct(url.searchParams.get("product")) ?? matchProduct(readCookie(request.headers.get("cookie"), SELECTED_PRODUCT_COOKIE));
  return { product };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const sent = await readForm(request);
  const values = readDemoValues(sent.form ?? new FormData());
  const fail = (status: number, extra: Partial<Extract<DemoActionData, { ok: false }>>) =>
    data<DemoActionData>({ ok: false, values, fieldErrors: {}, fieldErrorKeys: {}, ...extra }, { status });
  if (!sent.form) return fail(sent.status, { messageKey: "errors.generic" });

  // the same schema the browser checked with, for visitors without script
  const checked = checkForm(demoFormSchema, sent.form, DEMO_WORDING);
  if (!checked.ok) return fail(400, { fieldErrorKeys: checked.problems, messageKey: "errors.summary" });

  const res = await loaderApi(args).post("/public/demo-requests", { body: demoBody(checked.data) });

  if (res.ok) return data<DemoActionData>({ ok: true, email: checked.data.email }, { status: 201 });
  if (res.error.code === NETWORK_ERROR) return fail(503, { messageKey: "errors.generic" });
  if (res.status === 429) return fail(429, { messageKey: "errors.rateLimited" });
  if (res.status === 400) {
    const fieldErrors: Partial<Record<DemoField, string>> = issuesByField(res.error, DEMO_FIELDS).byField;
    const message = res.error.message || undefined;
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
