import { useTranslation } from "react-i18next";
import { AvatarForm } from "../../components/authoring/avatar-form.tsx";
import { loadNewAvatar } from "../../components/authoring/studio-api.ts";
import { PageHeader } from "../../components/layout/page-header.tsx";
import type { Route } from "./+types/avatar-new";

/** "/content-creator/avatars/new": a new presenter, its voices, rate and portrait. */
export async function loader(args: Route.LoaderArgs) {
  return loadNewAvatar(args);
}

export default function NewAvatar({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("creatorStudio");
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <PageHeader title={t("form.newTitle")} intro={<p>{t("form.newIntro")}</p>} />
      <AvatarForm voices={loaderData.voices} />
    </div>
  );
}
