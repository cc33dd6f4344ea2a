import type { LoaderFunctionArgs } from "react-router";
import type { CreatorLanguage } from "../../../contract/authoring-limits.ts";
import { AUTHORING_LIMITS, CREATOR_LANGUAGES } from "../../../contract/authoring-limits.ts";
import { type Api, loaderApi, orThrow } from "../../lib/api-client.ts";

type Args = Pick<LoaderFunctionArgs, "context" | "request">;

/** A malformed id (400) names nothing, as another tenant's (404): "Page Not Found". */
const NOT_FOUND = [400, 404];

/** A page number from the query: a bad value is the first page. */
export function pageFrom(params: URLSearchParams) {
  const n = Number(params.get("page"));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** The creator's dashboard: counts by status, drafts, renders, presenters, batches. */
export async function loadDashboard(args: Args) {
  return orThrow(await loaderApi(args).get("/creator/dashboard"));
}

/** The entity's presenters, a page at a time, with the search from the page's address. */
export async function loadAvatars(args: Args) {
  const params = new URL(args.request.url).searchParams;
  const search = params.get("search")?.trim().slice(0, AUTHORING_LIMITS.search) || undefined;
  const api = loaderApi(args);
  const [answer, voices] = await Promise.all([
    api.get("/creator/avatars", { query: { page: pageFrom(params), limit: AUTHORING_LIMITS.pageSize, search } }),
    loadVoices(api),
  ]);
  return { list: orThrow(answer), search: search ?? "", voiceNames: voiceNames(voices) };
}

export type VoiceChoice = {
  engine: "espeak-ng" | "speech-api" | null;
  data: { id: string; name: string; gender: string | null }[];
  /** Why no voice can be listed (the speech engine is not installed), in the page's language. */
  error: string | null;
};
export type VoiceChoices = Record<CreatorLanguage, VoiceChoice>;

/** The voices the installed speech engine offers for each language; a missing engine is said, not thrown. */
export async function loadVoices(api: Api): Promise<VoiceChoices> {
  const answers = await Promise.all(CREATOR_LANGUAGES.map((language) => api.get("/creator/voices", { query: { language } })));
  const entries = CREATOR_LANGUAGES.map((language, i): [CreatorLanguage, VoiceChoice] => {
    const res = answers[i]!;
    return [
      language,
      res.ok
        ? { engine: res.data.engine, data: res.data.data.map(({ id, name, gender }) => ({ id, name, gender })), error: null }
        : { engine: null, data: [], error: res.error.message || null },
    ];
  });
  return Object.fromEntries(entries) as VoiceChoices;
}

/** A new presenter's form: the voices to choose from. */
export async function loadNewAvatar(args: Args) {
  return { voices: await loadVoices(loaderApi(args)) };
}

/** A presenter to edit, and the voices to choose from. */
export async function loadAvatar(args: Args, id: string) {
  const api = loaderApi(args);
  const [avatar, voices] = await Promise.all([api.get("/creator/avatars/{id}", { params: { id } }), loadVoices(api)]);
  return { avatar: orThrow(avatar, NOT_FOUND), voices };
}

/** Each language's voice names by id (a card says "English (Great Britain)", not "en"). */
export function voiceNames(voices: VoiceChoices): Record<CreatorLanguage, Record<string, string>> {
  const names = (l: CreatorLanguage) => Object.fromEntries(voices[l].data.map((v) => [v.id, v.name]));
  return { en: names("en"), pt: names("pt") };
}
