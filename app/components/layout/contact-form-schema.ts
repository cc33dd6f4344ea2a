import { z } from "zod";
import { contactMessageSchema } from "../../../contract/inquiries.ts";
import type { Wording } from "../../lib/contract-check.ts";

const { subject } = contactMessageSchema.shape;
/** The contact form sends what the API validates: its schema, with no subject chosen yet ("") as a value the form may hold. */
export const contactFormSchema = contactMessageSchema.extend({ subject: z.literal("").or(subject).pipe(subject) });

/** The dialog's own words for the schema's messages (shell:contact.errors.*). */
export const CONTACT_WORDING: Wording = {
  name: { "errors:required": "shell:contact.errors.nameRequired", "errors:tooLong": "shell:contact.errors.nameTooLong" },
  email: {
    "errors:required": "shell:contact.errors.emailRequired",
    "errors:email": "shell:contact.errors.emailInvalid",
    "errors:tooLong": "shell:contact.errors.emailInvalid",
  },
  subject: { "errors:invalidChoice": "shell:contact.errors.subjectRequired" },
  message: {
    "errors:required": "shell:contact.errors.messageRequired",
    "errors:tooShort": "shell:contact.errors.messageTooShort",
    "errors:tooLong": "shell:contact.errors.messageTooLong",
  },
};
