/**
 * The attributes of a field that takes a domain or an address: a plain text field (a URL
 * field would refuse "acme.com") with the URL keyboard on phones, no capital first letter and
 * no spelling marks.
 */
export const URL_TEXT_INPUT = { type: "text", inputMode: "url", autoCapitalize: "none", spellCheck: false } as const;
