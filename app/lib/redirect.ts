import { redirect as routerRedirect, redirectDocument as routerRedirectDocument } from "react-router";
import { externalLocation, redirectTarget } from "../../contract/safe-redirect.ts";

// The app's only redirects (the lint keeps React Router's own out of app/): the target is
// resolved and kept only as a path of this site, percent-encoded for the Location header, so a
// decoded route parameter (NUL, CR, other scripts) cannot make a 500 and a path such as
// "//evil.example" (a locale switch of "/pt//evil.example") cannot leave the site.
// docs/decisions/0044-safe-redirect-targets.md

type Init = Parameters<typeof routerRedirect>[1];

/** React Router's redirect, to a path of this site (anything else goes home). */
export const redirect = (to: string, init?: Init) => routerRedirect(redirectTarget(to), init);

/** React Router's redirectDocument (a full page load), to a path of this site. */
export const redirectDocument = (to: string, init?: Init) => routerRedirectDocument(redirectTarget(to), init);

/** A redirect an operator stored: another site's http(s) address, or a path of this one. */
export const redirectStored = (to: string, init?: Init) => routerRedirect(externalLocation(to) ?? redirectTarget(to), init);
