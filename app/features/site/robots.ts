// /robots.txt's text (app/routes/robots[.]txt.ts): search engines may read the public site, not the
// panel (with every file members download there: CSVs, receipts, exports, the reservations' .ics),
// nor the password-reset links or the logout; the sitemap is named by the site's public address.

/** The addresses no search engine should visit, each with everything under it. */
const ROBOTS_DISALLOWED = ["/painel", "/recuperar-senha", "/logout"]

/** The text for the site whose public address is `appUrl` (APP_URL, never the request's host). */
export function robotsTxt(appUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", appUrl).href}`,
    "",
  ].join("\n")
}
