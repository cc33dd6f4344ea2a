import { z } from "zod";
import { campaignInputSchema } from "../../../../contract/phishing.ts";
import { campaignBody, formPath, type CampaignFormValues } from "./campaign-form-values.ts";

/**
 * The new-campaign form checks with the very schema the API validates with
 * (docs/decisions/0049-forms-with-contract-schemas.md): the form's values become the body, the
 * contract's campaignInputSchema reads it, and each issue is put on the field that shows it
 * (business hours on their fields, the window's order on its end, "no targets" on the groups).
 */
export const campaignFormSchema = z
  .custom<CampaignFormValues>((v) => typeof v === "object" && v !== null)
  .transform((values, ctx) => {
    const parsed = campaignInputSchema.safeParse(campaignBody(values));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: formPath(issue.path).split(".") } as never);
    return z.NEVER;
  });
export type CampaignBody = z.output<typeof campaignFormSchema>;
