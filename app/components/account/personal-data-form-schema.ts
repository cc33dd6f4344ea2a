import { personalDataSchema, switchLanguageSchema } from "../../../contract/auth.ts";

/** The personal-data form: the body of PATCH /user and the language POST /user/switch-language takes. */
export const personalDataFormSchema = personalDataSchema.extend({ language: switchLanguageSchema.shape.language });
