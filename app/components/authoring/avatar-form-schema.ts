import type { z } from "zod";
import { avatarInputSchema } from "../../../contract/authoring.ts";
import type { Wording } from "../../lib/contract-form.ts";

/** A presenter as POST and PUT /creator/avatars check it: name, language, a voice per language (one at least), rate. */
export const avatarFormSchema = avatarInputSchema;

/** The form says "choose a voice" in its own words (the schema puts the rule on the English voice). */
export const AVATAR_WORDING: Wording = {
  "voices.en": { "authoring:avatar.voiceRequired": "creatorStudio:form.voiceRequired" },
};

/** The form's values: the schema's input (the rate may be left to its default). */
export type AvatarFormValues = z.input<typeof avatarFormSchema>;
