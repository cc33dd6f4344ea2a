import { describe, expect, it } from "vitest";
import { createSseParser, type SseEvent } from "./sse.ts";

// The answer's stream read as it arrives: events come out whole however the chunks are cut.

const STREAM =
  'event: conversation\ndata: {"conversationId":"c1"}\n\n' +
  ": a comment\n" +
  'event: delta\ndata: {"text":"Héllo [1]"}\n\n' +
  'event: delta\r\ndata: {"text":" world"}\r\n\r\n' +
  'event: citations\rdata: {"citations":[]}\r\r' +
  'event: done\ndata: {"answer":{"id":"a1"}}\n\n';

const EXPECTED: SseEvent[] = [
  { event: "conversation", data: '{"conversationId":"c1"}' },
  { event: "delta", data: '{"text":"Héllo [1]"}' },
  { event: "delta", data: '{"text":" world"}' },
  { event: "citations", data: '{"citations":[]}' },
  { event: "done", data: '{"answer":{"id":"a1"}}' },
];

function feed(chunks: string[]) {
  const p = createSseParser();
  return [...chunks.flatMap((c) => p.push(c)), ...p.end()];
}

describe("the answer stream's reader", () => {
  it("reads a whole stream in one chunk, with any line ending, skipping comments", () => {
    expect(feed([STREAM])).toEqual(EXPECTED);
  });

  it("gives the same events whatever the cut: every split into two chunks", () => {
    for (let i = 0; i <= STREAM.length; i++) expect(feed([STREAM.slice(0, i), STREAM.slice(i)])).toEqual(EXPECTED);
  });

  it("gives the same events one character at a time (a CRLF split between chunks counts once)", () => {
    expect(feed([...STREAM])).toEqual(EXPECTED);
  });

  it("joins several data lines, names an unnamed event `message`, and drops an unfinished one at the end", () => {
    const events = feed(["data: one\ndata: two\n\n", 'event: delta\ndata: {"text":"cut']);
    expect(events).toEqual([{ event: "message", data: "one\ntwo" }]);
  });

  it("ignores a blank line with no data and unknown fields", () => {
    expect(feed(["\n\nid: 4\nretry: 10\nevent: done\ndata:x\n\n"])).toEqual([{ event: "done", data: "x" }]);
  });
});
