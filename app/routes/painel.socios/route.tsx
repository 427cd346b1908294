// /painel/socios, 'Sócios': the members' directory (docs/decisions/member-card-and-receipts.md#the-directory).
// Every member finds the others who chose to be listed, by name (?q=, a GET form) and page by page
// (?pagina=), with only what each chose to share; the line on top says whether the asker is
// listed and links to where they choose, Meus Dados. A page to read: no POST.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Link, useLoaderData } from "@remix-run/react"
import { requirePanelAccess } from "~/auth/guards.server"
import { LoadingArea } from "~/components/ui/loading-area"
import { Pagination } from "~/components/ui/pagination"
import { SearchForm } from "~/components/ui/search-form"
import { pageMeta } from "~/http/meta"
import { panelData } from "~/panel/page-data.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { readSearch } from "~/utils/list-params"
import { SociosLista } from "./socios-lista"
import { listedLineOf, toSocio, type SociosDaPagina } from "./socios.server"

const PAGE = "/painel/socios"

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "socios")
  const q = readSearch(new URL(request.url).searchParams)
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/socios.js (the same ?q= and ?pagina=).
  const { lista, listado, escolhas } = await panelData<SociosDaPagina>(request, "a lista de sócios")
  return {
    socios: lista.items.map(toSocio),
    pagina: lista.page,
    totalPaginas: lista.totalPages,
    listado,
    situacao: listedLineOf(listado, escolhas),
    vazio: q ? `Nenhum sócio encontrado para "${q}".` : "Nenhum sócio escolheu aparecer na lista ainda.",
  }
}

export default function Socios() {
  const { socios, pagina, totalPaginas, listado, situacao, vazio } = useLoaderData<typeof loader>()
  return (
    <>
      <h1 className="text-2xl font-bold text-marca-900">Sócios</h1>
      <p className="mt-1 text-gray-700">
        Os sócios que escolheram aparecer na lista, com o que cada um escolheu mostrar.
      </p>
      <p className="mt-3 text-gray-800" data-testid="minha-situacao">
        {situacao}{" "}
        <Link
          to="/painel/meus-dados#lista-socios"
          className="inline-flex min-h-6 font-semibold text-marca-700 underline"
        >
          {listado ? "Mudar em Meus Dados" : "Escolher em Meus Dados"}
        </Link>
      </p>
      <SearchForm label="Buscar por nome" className="mt-6" />
      <LoadingArea pathname={PAGE} label="Carregando sócios...">
        <SociosLista socios={socios} vazio={vazio} />
      </LoadingArea>
      <Pagination page={pagina} totalPages={totalPaginas} />
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Sócios" loadError="Erro ao carregar a lista de sócios" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Sócios" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
