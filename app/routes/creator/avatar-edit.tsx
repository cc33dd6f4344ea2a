import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AvatarDelete } from "../../components/authoring/avatar-delete.tsx";
import { AvatarForm } from "../../components/authoring/avatar-form.tsx";
import { loadAvatar } from "../../components/authoring/studio-api.ts";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { useLocalizedPath } from "../../lib/locale.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/avatar-edit";

/** "/content-creator/avatars/{id}": a presenter's name, voices, rate and portrait; deleting it. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const found = await loadAvatar(args, args.params.id);
  return { ...found, seo: { title: found.avatar.name } };
}

export default function EditAvatar({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("creatorStudio");
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { avatar, voices } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <PageHeader
        title={avatar.name}
        current={avatar.name}
        intro={<p>{t("form.editIntro", { count: avatar.courses })}</p>}
        actions={<AvatarDelete avatar={avatar} onDone={() => void navigate(localize("/content-creator/avatars"))} />}
      />
      <AvatarForm key={`${avatar.id}-${avatar.updatedAt}`} avatar={avatar} voices={voices} />
    </div>
  );
}
