// /robots.txt: what search engines may read (app/features/site/robots.ts).
import { getEnv } from "~/http/env.server"
import { robotsTxt } from "~/features/site/robots"

export function loader() {
  return new Response(robotsTxt(getEnv().APP_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  })
}
