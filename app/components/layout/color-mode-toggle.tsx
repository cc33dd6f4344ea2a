import { Monitor, Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { COLOR_MODES, type ColorMode } from "../../../contract/constants.ts";
import { applyColorMode, readPreference, setPreference } from "../../lib/color-mode.ts";

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** Light, dark or system (§4), remembered under the §9 storage key. */
export function ColorModeToggle({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ColorMode>("system");
  useEffect(() => {
    setMode(readPreference());
    const mq = matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => readPreference() === "system" && applyColorMode("system");
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, []);
  return (
    <div role="radiogroup" aria-label={t("colorMode.label")} className={`inline-flex rounded-lg border border-border p-0.5 ${className}`}>
      {COLOR_MODES.map((m) => {
        const Icon = ICONS[m];
        return (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={mode === m}
            data-color-mode={m}
            title={t(`colorMode.${m}`)}
            onClick={() => {
              setMode(m);
              setPreference(m);
            }}
            className={`rounded-md p-1.5 ${mode === m ? "bg-surface-sunken text-fg" : "text-muted hover:text-fg"}`}
          >
            <Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">{t(`colorMode.${m}`)}</span>
          </button>
        );
      })}
    </div>
  );
}
