import { redirect, type ActionFunctionArgs } from "@remix-run/node"
import { destroyUserSession } from "~/auth/session.server"

// 'Sair': a POST that destroys the session, then back to the home page.
export async function action({ request }: ActionFunctionArgs) {
  return redirect("/", {
    status: 303,
    headers: { "Set-Cookie": await destroyUserSession(request) },
  })
}

// A GET never logs anybody out (a link or a prefetch must not end the session).
export async function loader() {
  return redirect("/", 303)
}
