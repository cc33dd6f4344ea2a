import { type KeyboardEvent, type PointerEvent, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  type Crop,
  type Natural,
  cropBounds,
  cropBox,
  cropPercent,
  growCrop,
  keyCrop,
  moveCrop,
  previewImage,
  resizeCrop,
  toSource,
} from "./avatar-crop.ts";

type Drag = { mode: "move" | "grow"; x: number; y: number; crop: Crop; shown: number };

/** How big the round preview is drawn (it stands for the 512 px portrait of the video). */
const PREVIEW = 128;

/**
 * The square of the chosen picture to keep: drag it or its corner, or focus it and use the
 * arrows (Shift for larger steps), + and -; a size slider does the same. Beside it, the circle
 * as the video will show it.
 */
export function PortraitCropper({
  src,
  natural,
  crop,
  onNatural,
  onCrop,
}: {
  src: string;
  natural: Natural | null;
  crop: Crop | null;
  /** The picture's size once loaded (the caller starts the square then). */
  onNatural: (n: Natural) => void;
  onCrop: (c: Crop) => void;
}) {
  const { t } = useTranslation("creatorStudio");
  const id = useId();
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);

  function start(mode: Drag["mode"], e: PointerEvent<HTMLElement>) {
    if (!crop) return;
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { mode, x: e.clientX, y: e.clientY, crop, shown: frame.current?.clientWidth ?? 0 };
  }
  function move(e: PointerEvent<HTMLElement>) {
    const d = drag.current;
    if (!d || !natural) return;
    const dx = toSource(e.clientX - d.x, d.shown, natural);
    const dy = toSource(e.clientY - d.y, d.shown, natural);
    onCrop(d.mode === "move" ? moveCrop(d.crop, dx, dy, natural) : growCrop(d.crop, Math.max(dx, dy), natural));
  }
  const end = () => {
    drag.current = null;
  };
  function key(e: KeyboardEvent<HTMLElement>) {
    if (!crop || !natural) return;
    const next = keyCrop(crop, e.key, e.shiftKey, natural);
    if (!next) return;
    e.preventDefault();
    onCrop(next);
  }

  const box = crop && natural ? cropBox(crop, natural) : null;
  const shown = crop && natural ? previewImage(crop, natural, PREVIEW) : null;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <div ref={frame} className="relative mx-auto w-fit max-w-full touch-none select-none overflow-hidden rounded-lg bg-surface-sunken">
          <img
            src={src}
            alt={t("portrait.chosen")}
            draggable={false}
            onLoad={(e) => {
              const img = e.currentTarget;
              onNatural({ width: img.naturalWidth, height: img.naturalHeight });
            }}
            className="block max-h-80 max-w-full"
          />
          {box ? (
            // a square moved in two dimensions has no ARIA widget role: a named, described group that takes the keys
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <div
              role="group"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              aria-label={t("portrait.square")}
              aria-describedby={`${id}-keys ${id}-kept`}
              onKeyDown={key}
              onPointerDown={(e) => start("move", e)}
              onPointerMove={move}
              onPointerUp={end}
              onPointerCancel={end}
              className="absolute cursor-move rounded-sm border-2 border-white shadow-[0_0_0_9999px_rgba(0,0,0,0.5)] outline-offset-2 focus-visible:outline focus-visible:outline-3 focus-visible:outline-[var(--brand-primary-text,#0062cc)]"
              style={{ left: `${box.left}%`, top: `${box.top}%`, width: `${box.width}%`, height: `${box.height}%` }}
              data-testid="crop-square"
            >
              <span aria-hidden="true" className="pointer-events-none absolute inset-0 rounded-full border border-dashed border-white/80" />
              <span
                aria-hidden="true"
                onPointerDown={(e) => start("grow", e)}
                onPointerMove={move}
                onPointerUp={end}
                onPointerCancel={end}
                className="absolute -bottom-2 -right-2 size-5 cursor-nwse-resize rounded-full border-2 border-white bg-primary"
              />
            </div>
          ) : null}
        </div>
        <p id={`${id}-keys`} className="mt-2 text-sm text-muted">
          {t("portrait.keys")}
        </p>
        {crop && natural ? (
          <div className="mt-2">
            <label htmlFor={`${id}-zoom`} className="block text-sm font-semibold">
              {t("portrait.size")}
            </label>
            <input
              id={`${id}-zoom`}
              type="range"
              min={Math.ceil((cropBounds(natural).min / cropBounds(natural).max) * 100)}
              max={100}
              value={cropPercent(crop, natural)}
              aria-valuetext={t("portrait.sizeValue", { percent: cropPercent(crop, natural) })}
              onChange={(e) => onCrop(resizeCrop(crop, (Number(e.target.value) / 100) * cropBounds(natural).max, natural))}
              className="h-11 w-full accent-[var(--brand-primary,#2563eb)]"
            />
            <p id={`${id}-kept`} className="text-xs text-muted" data-testid="crop-kept">
              {t("portrait.kept", { size: crop.size, x: crop.x, y: crop.y })}
            </p>
          </div>
        ) : null}
      </div>
      <figure className="flex shrink-0 flex-col items-center gap-2">
        <div
          className="relative overflow-hidden rounded-full border border-border bg-surface-sunken"
          style={{ width: PREVIEW, height: PREVIEW }}
        >
          {shown ? (
            <img
              src={src}
              alt=""
              draggable={false}
              className="absolute max-w-none"
              style={{ width: shown.width, height: shown.height, left: shown.left, top: shown.top }}
            />
          ) : null}
        </div>
        <figcaption className="max-w-40 text-center text-xs text-muted">{t("portrait.preview")}</figcaption>
      </figure>
    </div>
  );
}
