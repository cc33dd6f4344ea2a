import { TEST_CARDS, type TestCard, testCardSchema } from "../../../contract/billing.ts";

/** The test gateway's cards, for the page that lists them. */
export { TEST_CARDS };

export const CARD_FIELDS = ["cardNumber", "expiry", "cvc", "name"] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardErrors = Partial<Record<CardField, string>>;

/**
 * The card as the API checks it (contract/billing.ts testCardSchema), before it is sent; the
 * messages are catalog keys, translated by the caller. Loads zod on the checkout page only.
 */
export function validateCard(card: TestCard, t: (key: string) => string): CardErrors {
  const parsed = testCardSchema.safeParse(card);
  const errors: CardErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CardField;
    if (CARD_FIELDS.includes(field) && !errors[field]) errors[field] = t(issue.message);
  }
  return errors;
}

/** A card number in groups of four, as printed on the card (the field keeps what the person typed otherwise). */
export const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");
