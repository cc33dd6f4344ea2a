import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { TemplateEditor } from "../../components/phishing/templates/template-editor.tsx";
import { TemplateView } from "../../components/phishing/templates/template-view.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import { useAbilities } from "../../root.tsx";
import type { Route } from "./+types/template";

/** A template; an unknown, malformed or another company's id is Page Not Found. Its message as sent, in each language, for the read-only view. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const api = loaderApi(args);
  const params = { id: args.params.id };
  const template = orThrow(await api.get("/phishing/templates/{id}", { params }), [400, 404]);
  // the read-only view shows the message as sent; the editor asks for its own live preview
  const previews = Object.fromEntries(
    await Promise.all(
      template.languages.map(async (language) => {
        const res = await api.post("/phishing/templates/{id}/preview", { params, body: { language } });
        return [language, res.ok ? { from: res.data.from, subject: res.data.subject, html: res.data.html } : null] as const;
      }),
    ),
  );
  return { template, previews, seo: { title: template.name } };
}

/** /phishing/templates/{id}: a library template read-only (clone to edit), or a company template's editor. */
export default function PhishingTemplatePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("phishingTemplates");
  const { pathname } = useLocation();
  const canManage = useAbilities().can("manage-phishing");
  const { template, previews } = loaderData;
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-6xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} current={template.name} />
      <LocalizedLink
        to="/phishing/templates"
        className="inline-flex items-center gap-2 self-start text-sm font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("back")}
      </LocalizedLink>
      <header className="min-w-0">
        <h1 className="break-words text-2xl font-bold sm:text-3xl">{template.name}</h1>
        <p className="mt-1 text-muted">{template.library ? t("view.intro") : t("editor.intro")}</p>
      </header>
      {template.library || !canManage ? (
        <TemplateView template={template} previews={previews} canManage={canManage} />
      ) : (
        <TemplateEditor key={template.id + template.updatedAt} template={template} />
      )}
    </div>
  );
}
