/**
 * Hosting services where a sub-domain can be taken over: the customer's DNS still sends the name
 * (by CNAME) to the service, but nobody there owns the site any more, so anyone who signs up can
 * claim it and serve pages, scripts and cookies under the customer's domain. Two signs of it:
 * the CNAME's target no longer exists (NXDOMAIN), or the service answers for the name with its
 * "no such site" page (the fingerprint). Drawn from the public can-i-take-over-xyz list, kept to
 * services whose unclaimed page is distinctive; null: only NXDOMAIN tells.
 */

export interface HostingService {
  name: string;
  /** Matches the CNAME target (lower case, no trailing dot). */
  target: RegExp;
  /** Text of the service's page for a name nobody claims, or null when there is no reliable one. */
  unclaimed: RegExp | null;
}

export const HOSTING_SERVICES: readonly HostingService[] = [
  { name: "GitHub Pages", target: /\.github\.io$/, unclaimed: /There isn't a GitHub Pages site here\./ },
  {
    name: "Heroku",
    target: /\.(herokuapp|herokudns|herokussl)\.com$/,
    unclaimed: /No such app|herokucdn\.com\/error-pages\/no-such-app\.html/,
  },
  {
    name: "Amazon S3",
    target: /(^|\.)s3([.-][a-z0-9-]+)*\.amazonaws\.com(\.cn)?$/,
    unclaimed: /NoSuchBucket|The specified bucket does not exist/,
  },
  { name: "Amazon CloudFront", target: /\.cloudfront\.net$/, unclaimed: null },
  { name: "Google Cloud Storage", target: /^c\.storage\.googleapis\.com$/, unclaimed: /NoSuchBucket|The specified bucket does not exist/ },
  {
    name: "Microsoft Azure",
    target:
      /\.(azurewebsites\.net|cloudapp\.net|cloudapp\.azure\.com|trafficmanager\.net|blob\.core\.windows\.net|azureedge\.net|azurefd\.net|azure-api\.net|azurecontainer\.io|azurestaticapps\.net)$/,
    unclaimed: null,
  },
  { name: "Netlify", target: /\.netlify\.(app|com)$/, unclaimed: /Not Found - Request ID:/ },
  {
    name: "Vercel",
    target: /\.(vercel\.app|now\.sh)$|^cname\.vercel-dns\.com$/,
    unclaimed: /DEPLOYMENT_NOT_FOUND|The deployment could not be found on Vercel/,
  },
  { name: "Fastly", target: /\.fastly\.net$/, unclaimed: /Fastly error: unknown domain/ },
  { name: "Shopify", target: /\.myshopify\.com$/, unclaimed: /Sorry, this shop is currently unavailable\.|Only one step left!/ },
  { name: "Surge.sh", target: /\.surge\.sh$/, unclaimed: /project not found/ },
  { name: "Bitbucket", target: /\.bitbucket\.io$/, unclaimed: /Repository not found/ },
  { name: "Pantheon", target: /\.pantheonsite\.io$/, unclaimed: /The gods are wise, but do not know of the site which you seek\./ },
  { name: "Read the Docs", target: /\.readthedocs\.io$/, unclaimed: /is unknown to Read the Docs/ },
  { name: "Ghost", target: /\.ghost\.io$/, unclaimed: /Failed to resolve DNS path for this host/ },
  { name: "Zendesk", target: /\.zendesk\.com$/, unclaimed: /Help Center Closed/ },
  { name: "Tumblr", target: /^domains\.tumblr\.com$/, unclaimed: /Whatever you were looking for doesn't currently exist at this address/ },
  { name: "Help Scout", target: /\.helpscoutdocs\.com$/, unclaimed: /No settings were found for this company:/ },
];

export const serviceFor = (target: string): HostingService | undefined => HOSTING_SERVICES.find((s) => s.target.test(target));
