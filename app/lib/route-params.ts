import { data } from "react-router";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

/** Whether every route parameter has its shape: slugs are kebab-case, ids are short tokens. */
export function paramsAreValid(params: Record<string, string | undefined>): boolean {
  return Object.entries(params).every(([name, value]) => {
    if (name === "*" || value === undefined) return true;
    return (name === "slug" ? SLUG : ID).test(value);
  });
}

/** §8 route validation: a malformed parameter is a 404 "Page Not Found" with the path. */
export function assertValidParams(params: Record<string, string | undefined>) {
  if (!paramsAreValid(params)) throw data("validation", { status: 404 });
}
