/** A labelled progress bar in the brand colour; `text` is what a screen reader hears. */
export function ProgressBar({
  value,
  max = 100,
  min = 0,
  label,
  text,
  className = "",
}: {
  value: number;
  max?: number;
  min?: number;
  label: string;
  text: string;
  className?: string;
}) {
  const share = max > min ? Math.round((100 * (value - min)) / (max - min)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={text}
      className={`h-2 w-full overflow-hidden rounded-full bg-surface-sunken ring-1 ring-border ring-inset ${className}`}
    >
      <div
        className="h-2 rounded-full bg-primary transition-[width] duration-300"
        style={{ width: `${Math.min(100, Math.max(0, share))}%` }}
      />
    </div>
  );
}
