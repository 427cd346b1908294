import { redirect } from "@remix-run/node"

// docs/architecture.md#decisions item 1: the old mobile-menu address keeps working.
export async function loader() {
  return redirect("/painel", 301)
}
