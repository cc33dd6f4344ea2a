import { BOOK_A_DEMO_PRODUCTS, SELECTED_PRODUCT_COOKIE, SELECTED_PRODUCT_COOKIE_DAYS } from "../../contract/constants.ts";
import type { Guard } from "./types.ts";

/** Guard 10: on book-a-demo, remember the product the visitor came for (Scanners or Training). */
export const bookADemoProduct: Guard = ({ entry, url, setCookie }) => {
  if (entry?.id !== "book-a-demo") return;
  const asked = url.searchParams.get("product") ?? "";
  const product = BOOK_A_DEMO_PRODUCTS.find((p) => p.toLowerCase() === asked.toLowerCase());
  if (product) setCookie(SELECTED_PRODUCT_COOKIE, product, SELECTED_PRODUCT_COOKIE_DAYS);
};
