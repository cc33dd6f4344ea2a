/** One server-sent event: its name (`message` when the server named none) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * A server-sent events reader fed with text as it arrives: the chunks may split anywhere (inside
 * a field, between "\r" and "\n"); each complete event (a blank line ends it) comes out once.
 * Comments (": …") and fields other than `event` and `data` are skipped.
 */
export function createSseParser() {
  let buffer = "";
  let event = "";
  let data: string[] = [];
  // a chunk that ended on "\r": its "\n" may start the next one
  let pendingCr = false;

  function line(text: string, out: SseEvent[]) {
    if (text === "") {
      if (data.length) out.push({ event: event || "message", data: data.join("\n") });
      event = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }

  return {
    /** Adds text; answers the events it completed. */
    push(chunk: string): SseEvent[] {
      const out: SseEvent[] = [];
      let text = chunk;
      if (pendingCr && text.startsWith("\n")) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // a "\r" at the very end may be the first half of "\r\n"
        if (match[0] === "\r" && match.index === buffer.length - 1) pendingCr = true;
        line(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return out;
    },
    /** The stream ended: an event the server did not close with a blank line is dropped, as browsers do. */
    end(): SseEvent[] {
      buffer = "";
      event = "";
      data = [];
      return [];
    },
  };
}
