import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { localeFromPath, stripLocale } from "../contract/locale.ts";
import { setClientI18n } from "./i18n/client.ts";
import { createI18n, loadCatalogs } from "./i18n/index.ts";
import { matchEntry } from "./lib/route-match.ts";

const locale = localeFromPath(window.location.pathname);
const routeId = matchEntry(stripLocale(window.location.pathname))?.entry.id ?? null;
const i18n = await createI18n(locale, await loadCatalogs(locale, { routeId }));
setClientI18n(i18n);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});
