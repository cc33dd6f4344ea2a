// Intl formatters, made once per language and options. Building one (Intl.DateTimeFormat and
// its kin load locale data) costs more than formatting hundreds of values; pages format dates
// and numbers in every card, on the server for every request.

const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function memo<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(kind: string, locale: string | undefined, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale ?? ""}|${options ? JSON.stringify(options) : ""}`;
  let f = made.get(key) as T | undefined;
  if (!f) {
    f = make();
    made.set(key, f);
  }
  return f;
}

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export const dateTimeFormat = (locale?: string, options?: Intl.DateTimeFormatOptions) => memo("d", locale, options, () => new Intl.DateTimeFormat(locale, options));
/** `new Intl.NumberFormat(locale, options)`, made once. */
export const numberFormat = (locale?: string, options?: Intl.NumberFormatOptions) => memo("n", locale, options, () => new Intl.NumberFormat(locale, options));
/** `new Intl.RelativeTimeFormat(locale, options)`, made once. */
export const relativeTimeFormat = (locale?: string, options?: Intl.RelativeTimeFormatOptions) => memo("r", locale, options, () => new Intl.RelativeTimeFormat(locale, options));
