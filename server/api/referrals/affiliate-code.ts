import { randomInt } from "node:crypto";
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from "../../../contract/referral-rules.ts";

/** A new affiliate code: random letters of the unambiguous alphabet, never a counter. */
export function newAffiliateCode(): string {
  let code = "";
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}
