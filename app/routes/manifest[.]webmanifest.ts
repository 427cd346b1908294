// /manifest.webmanifest: what a phone needs to add the site to its home screen (app/features/site/manifest.ts).
import { getSiteConfig } from "~/http/site-config.server"
import { webManifestOf } from "~/features/site/manifest"

export async function loader() {
  const site = await getSiteConfig()
  return new Response(JSON.stringify(webManifestOf(site)), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      // A renamed association reaches installed sites within the hour.
      "Cache-Control": "public, max-age=3600",
    },
  })
}
