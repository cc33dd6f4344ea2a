import { useEffect, useState } from "react";
import type { TemplateLanguage } from "../../../../contract/phishing-limits.ts";
import type { TemplateContent } from "../../../../contract/phishing.ts";
import { useApi } from "../../../lib/api-client.ts";

export type Preview = { from: string; subject: string; html: string; text: string; unknownFields: string[] };

/** How long typing may pause before the preview is asked for again. */
const DEBOUNCE_MS = 400;

/**
 * The editor's live preview: the unsaved words sent to `POST …/preview` once typing pauses; the
 * last answer stays on screen while a new one is asked for, and words the API refuses (a field
 * still empty) keep the last good preview with `invalid` set.
 */
export function useLivePreview(id: string, language: TemplateLanguage, words: TemplateContent | undefined) {
  const api = useApi();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [invalid, setInvalid] = useState(false);
  const key = JSON.stringify(words ?? null);
  useEffect(() => {
    if (!words) return;
    let stale = false;
    const timer = setTimeout(async () => {
      const res = await api.post("/phishing/templates/{id}/preview", { params: { id }, body: { language, content: words } });
      if (stale) return;
      if (res.ok) {
        setPreview(res.data);
        setInvalid(false);
      } else setInvalid(true);
    }, DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
    // the words' text is the dependency: a new object with the same words asks nothing
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, language, key]);
  return { preview, invalid };
}
