/**
 * The form a page action was sent, or why there is none: a body of another type (JSON, text,
 * nothing) is 415 and a form body that does not parse is 400. Actions answer both with their
 * usual error rendering instead of letting `request.formData()` throw a 500.
 */
export type FormBody = { form: FormData; status?: undefined } | { form: null; status: 400 | 415 };

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

export async function readForm(request: Request): Promise<FormBody> {
  if (!FORM_TYPES.test(request.headers.get("content-type")?.trim() ?? "")) return { form: null, status: 415 };
  try {
    return { form: await request.formData() };
  } catch {
    return { form: null, status: 400 };
  }
}
