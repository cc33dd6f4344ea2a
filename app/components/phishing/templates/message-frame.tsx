/**
 * A message's HTML in a frame that runs nothing and reaches nothing of the page (`sandbox=""`):
 * the server sanitised it already; this is the second wall.
 */
export function MessageFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      sandbox=""
      srcDoc={html}
      title={title}
      className="h-[28rem] w-full rounded-lg border border-border bg-white"
      data-testid="phishing-template-frame"
    />
  );
}
