import { Link } from "@remix-run/react"

/** DESIGN.md item 3: logged in without the role. The page's data is never sent. */
export function Forbidden() {
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 p-8 text-center">
      <h1 className="text-2xl font-bold text-red-900">Acesso negado</h1>
      <p className="mt-2 text-red-800">Seu perfil não tem permissão para abrir esta página.</p>
      <Link
        to="/painel"
        className="mt-6 inline-block rounded-md bg-marca-700 px-4 py-2 font-semibold text-white hover:bg-marca-800"
      >
        Voltar ao painel
      </Link>
    </div>
  )
}
