import { redirect } from "@remix-run/node"

// docs/decisions/roles-and-access.md#one-panel-address: the old mobile-menu address keeps working.
export async function loader() {
  return redirect("/painel", 301)
}
