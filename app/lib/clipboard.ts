import { useEffect, useRef, useState } from "react";
import { CLIPBOARD_COPIED_MS } from "../../contract/constants.ts";

/** Puts text on the clipboard; older browsers and insecure origins get a hidden field and the copy command. */
export async function writeClipboard(text: string) {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  field.style.position = "fixed";
  field.style.opacity = "0";
  document.body.append(field);
  field.select();
  const ok = document.execCommand("copy");
  field.remove();
  if (!ok) throw new Error("copy refused");
}

/** Copies `text` and is `copied` for the §9 1,500 ms; a refusal calls `onError` instead. */
export function useCopy(text: string, onError: () => void) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function copy() {
    try {
      await writeClipboard(text);
    } catch {
      onError();
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), CLIPBOARD_COPIED_MS);
  }
  return { copied, copy };
}
