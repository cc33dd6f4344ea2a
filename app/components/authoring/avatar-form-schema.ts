import type { z } from "zod";
import { avatarInputSchema } from "../../../contract/authoring.ts";

/** A presenter as POST and PUT /creator/avatars check it: name, language, a voice per language (one at least), rate. */
export const avatarFormSchema = avatarInputSchema;

/** The form's values: the schema's input (the rate may be left to its default). */
export type AvatarFormValues = z.input<typeof avatarFormSchema>;
