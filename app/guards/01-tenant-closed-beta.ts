import { redirect } from "../lib/redirect.ts";
import { localizePath } from "../../contract/locale.ts";
import type { Guard } from "./types.ts";

/** Guard 1: the product brand in closed beta shows /closed-beta and nothing else. */
export const tenantClosedBeta: Guard = ({ brand, entry, locale }) => {
  if (brand.isProduct && brand.closedBeta && entry?.id !== "closed-beta") {
    return redirect(localizePath("/closed-beta", locale));
  }
};
