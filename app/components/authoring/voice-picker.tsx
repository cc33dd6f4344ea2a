import { Loader2, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type Control, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { CreatorLanguage } from "../../../contract/authoring-limits.ts";
import { useLocale } from "../../lib/locale.ts";
import { buttonClass } from "../ui/button.tsx";
import type { AvatarFormValues } from "./avatar-form-schema.ts";
import { FieldError, inputClass } from "../ui/form-field.tsx";
import { HookField } from "../ui/hook-field.tsx";
import { fetchSample } from "./avatar-upload.ts";
import type { VoiceChoice } from "./studio-api.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's control, whatever its parsed values
type FormControl = Control<AvatarFormValues, any, any>;

/**
 * The voice a presenter speaks one language with: the installed engine's voices for it (or what
 * to install when there are none), and "Play sample" speaking a line at the chosen rate.
 */
export function VoicePicker({
  control,
  language,
  choice,
  idBase,
}: {
  control: FormControl;
  language: CreatorLanguage;
  choice: VoiceChoice;
  idBase: string;
}) {
  const { t } = useTranslation("creatorStudio");
  const id = `${idBase}-voice-${language}`;
  const voice = useWatch({ control, name: `voices.${language}` });
  const rate = useWatch({ control, name: "rate" });
  return (
    <div className="flex flex-col gap-2" data-testid={`voice-${language}`}>
      <HookField
        control={control}
        name={`voices.${language}`}
        id={id}
        label={t("form.voiceIn", { language: t(`languages.${language}`) })}
        hint={choice.error ?? undefined}
        errorIcon
      >
        {({ ref, value, onChange, ...a11y }) => (
          <select
            {...a11y}
            ref={ref}
            value={value}
            onChange={(e) => onChange({ target: { value: e.target.value || undefined } })}
            className={inputClass}
            disabled={!choice.data.length}
          >
            <option value="">{t("form.noVoice")}</option>
            {choice.data.map((v) => (
              <option key={v.id} value={v.id}>
                {v.gender
                  ? t("form.voiceOption", { name: v.name, gender: t(`form.gender.${v.gender}`, { defaultValue: v.gender }) })
                  : v.name}
              </option>
            ))}
          </select>
        )}
      </HookField>
      {voice ? <SamplePlayer language={language} voice={voice} rate={Number(rate) || 1} /> : null}
    </div>
  );
}

type SampleState = { kind: "idle" } | { kind: "loading" } | { kind: "ready"; url: string } | { kind: "error"; message: string };

/** Fetches the sample (so the API's reason shows when it cannot speak) and plays it; the player stays to replay. */
function SamplePlayer({ language, voice, rate }: { language: CreatorLanguage; voice: string; rate: number }) {
  const { t } = useTranslation("creatorStudio");
  const locale = useLocale();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<SampleState>({ kind: "idle" });
  const errorId = `sample-${language}-error`;

  const urlRef = useRef<string | null>(null);
  const forget = () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  };
  // another voice or rate: the old sample no longer says what the presenter will sound like
  useEffect(() => {
    forget();
    setState({ kind: "idle" });
  }, [voice, rate]);
  useEffect(() => forget, []);

  async function play() {
    if (state.kind === "loading") return;
    setState({ kind: "loading" });
    const res = await fetchSample(language, voice, rate, locale);
    if (!res.ok) return setState({ kind: "error", message: res.error.message || t("form.sampleFailed") });
    forget();
    urlRef.current = URL.createObjectURL(res.data);
    setState({ kind: "ready", url: urlRef.current });
  }

  useEffect(() => {
    // a browser that refuses to start sound leaves the player for the person to press
    if (state.kind === "ready") audioRef.current?.play().catch(() => undefined);
  }, [state]);

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => void play()}
        aria-disabled={state.kind === "loading" || undefined}
        aria-describedby={state.kind === "error" ? errorId : undefined}
        className={buttonClass("outline", "sm")}
        data-testid={`play-sample-${language}`}
      >
        {state.kind === "loading" ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Play aria-hidden="true" className="size-4" />
        )}
        {t(state.kind === "loading" ? "form.sampleLoading" : "form.playSample")}
      </button>
      {state.kind === "ready" ? (
        <audio
          ref={audioRef}
          src={state.url}
          controls
          className="h-9 max-w-full"
          aria-label={t("form.sampleOf", { voice })}
          data-testid={`sample-audio-${language}`}
        >
          <track kind="captions" />
        </audio>
      ) : null}
      <span role="status" className="sr-only">
        {state.kind === "loading" ? t("form.sampleLoading") : state.kind === "ready" ? t("form.samplePlaying") : ""}
      </span>
      {state.kind === "error" ? <FieldError id={errorId} message={state.message} icon /> : null}
    </div>
  );
}
