import type { User } from "../../../contract/auth.ts";
import { mainEntity } from "./current-user.ts";

/**
 * What /complete-profile starts from: the person's name and address, the account type they chose
 * (an individual sign-up has its entity from the confirmation; none yet means a company sign-up),
 * and the company's name: its own, once it exists, else the one typed at sign-up.
 */
export function profileDefaults(user: Pick<User, "name" | "email" | "userEntities" | "signUpCompanyName">) {
  const entity = mainEntity(user);
  const company = !entity || entity.type === "company";
  return {
    name: user.name ?? "",
    email: user.email,
    accountType: company ? ("company" as const) : ("individual" as const),
    entityName: entity?.type === "company" ? entity.name : company ? (user.signUpCompanyName ?? "") : "",
  };
}
