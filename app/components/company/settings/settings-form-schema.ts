import { companySettingsInputSchema } from "../../../../contract/company-settings.ts";
import type { Wording } from "../../../lib/contract-check.ts";

/** The settings form sends the body PUT /entity/settings validates: its schema as it is. */
export const settingsFormSchema = companySettingsInputSchema;

/** The page's own words for the name's problems (companySettings:errors.*). */
export const SETTINGS_WORDING: Wording = {
  name: { "errors:required": "companySettings:errors.nameRequired", "errors:tooLong": "companySettings:errors.nameTooLong" },
};
