import { z } from "zod";
import { demoRequestSchema } from "../../../contract/inquiries.ts";
import { DEMO_LIMITS } from "../../../contract/inquiry-limits.ts";
import type { Wording } from "../../lib/contract-check.ts";

/**
 * The demo form: the API's demoRequestSchema, checked in the browser and again in the route action
 * (visitors without script). A name of at least two letters is the form's own rule.
 */
export const demoFormSchema = demoRequestSchema.extend({
  name: demoRequestSchema.shape.name.pipe(z.string().min(2, { error: "demo:errors.nameLength" })),
});

/** The body POST /public/demo-requests gets: the schema's values, an empty message left out. */
export const demoBody = (values: z.output<typeof demoFormSchema>) => ({ ...values, message: values.message || undefined });

const nameLength = { key: "demo:errors.nameLength", vars: { max: DEMO_LIMITS.name } };
/** The form's own words for the schema's messages (demo:errors.*). */
export const DEMO_WORDING: Wording = {
  name: { "errors:required": "demo:errors.nameRequired", "errors:tooLong": nameLength, "demo:errors.nameLength": nameLength },
  email: { "errors:required": "demo:errors.emailRequired", "errors:email": "demo:errors.emailInvalid", "errors:tooLong": "demo:errors.emailInvalid" },
  company: { "errors:required": "demo:errors.companyRequired", "errors:tooLong": "demo:errors.companyLength" },
  phone: { "errors:phone": "demo:errors.phoneInvalid", "errors:tooLong": "demo:errors.phoneInvalid" },
  teamSize: { "errors:invalidChoice": "demo:errors.teamSizeRequired" },
  product: { "errors:invalidChoice": "demo:errors.productRequired" },
  message: { "errors:tooLong": "demo:errors.messageLength" },
};
