import { ButtonLink } from "~/components/ui/button"

/** Logged in without the role (docs/decisions/roles-and-access.md#login-redirect-and-the-403-page). The page's data is never sent. */
export function Forbidden() {
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 p-8 text-center">
      <h1 className="text-2xl font-bold text-red-900">Acesso negado</h1>
      <p className="mt-2 text-red-800">Seu perfil não tem permissão para abrir esta página.</p>
      <ButtonLink to="/painel" className="mt-6">
        Voltar ao painel
      </ButtonLink>
    </div>
  )
}
