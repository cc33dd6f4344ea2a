import { useId, type FormEvent, type ReactNode } from "react";

/**
 * A form on a card of its own, named by its heading (aria-labelledby) and busy (aria-busy) while
 * it is sent; `intro` is a line under the heading, `className` the card's gaps and padding.
 */
export function CardForm({
  title,
  intro,
  pending,
  onSubmit,
  className,
  testId,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  pending: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  const heading = (
    <h2 id={`${id}-title`} className="text-lg font-semibold">
      {title}
    </h2>
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={pending}
      aria-labelledby={`${id}-title`}
      className={`flex flex-col rounded-xl border border-border bg-surface-raised ${className}`}
      data-testid={testId}
    >
      {intro ? (
        <div>
          {heading}
          <p className="mt-1 text-sm text-muted">{intro}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </form>
  );
}
