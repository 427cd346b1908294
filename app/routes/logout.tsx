import { redirect, type ActionFunctionArgs } from "@remix-run/node"
import { destroyUserSession } from "~/auth/session.server"

// 'Sair': a POST that destroys the session, then back to the home page. The browser drops what it
// kept of the person's pages (its cache; the card's offline copy and its worker), so a shared phone
// keeps no one's card (docs/decisions/member-card-and-receipts.md#offline-card). Cookies stay: the
// remembered browser of the second step is not the session's.
export async function action({ request }: ActionFunctionArgs) {
  return redirect("/", {
    status: 303,
    headers: {
      "Set-Cookie": await destroyUserSession(request),
      "Clear-Site-Data": '"cache", "storage"',
    },
  })
}

// A GET never logs anybody out (a link or a prefetch must not end the session).
export async function loader() {
  return redirect("/", 303)
}
