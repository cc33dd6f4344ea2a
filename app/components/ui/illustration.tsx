/** One of the shared step illustrations, in the tenant's colours (served per host). Decorative unless `alt` is given. */
export function Illustration({ name, alt = "", className = "" }: { name: string; alt?: string; className?: string }) {
  return (
    <img
      src={`/illustrations/${name}.svg`}
      alt={alt}
      width={320}
      height={200}
      loading="lazy"
      decoding="async"
      className={`h-auto w-full ${className}`}
    />
  );
}
