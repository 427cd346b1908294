import { isPocketBaseHealthy } from "~/http/pocketbase.server"

// For the container's HEALTHCHECK and uptime monitors: the site answers and its data service too.
export async function loader() {
  const healthy = await isPocketBaseHealthy()
  return new Response(healthy ? "OK" : "PocketBase indisponível", {
    status: healthy ? 200 : 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  })
}
