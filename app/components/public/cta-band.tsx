import { buttonClass } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";

interface CtaLink {
  to: string;
  label: string;
}

/** The closing call to action of a public page, on the tenant's primary colour. */
export function CtaBand({ id, title, text, primary, secondary }: { id: string; title: string; text: string; primary: CtaLink; secondary?: CtaLink }) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <Container>
        <div className="rounded-3xl bg-primary px-6 py-12 text-center text-primary-fg shadow-sm sm:px-12 sm:py-16">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg">{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LocalizedLink to={primary.to} className={buttonClass("accent", "lg")}>
              {primary.label}
            </LocalizedLink>
            {secondary ? (
              <LocalizedLink to={secondary.to} className={buttonClass("outline", "lg")}>
                {secondary.label}
              </LocalizedLink>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
