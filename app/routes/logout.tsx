import { redirect, type ActionFunctionArgs } from "@remix-run/node"
import { getSession, sessionStorage } from "~/utils/session.server"

// 'Sair': a POST that destroys the session, then back to the home page.
export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request)
  return redirect("/", {
    status: 303,
    headers: { "Set-Cookie": await sessionStorage.destroySession(session) },
  })
}

export async function loader() {
  return redirect("/", 303)
}
