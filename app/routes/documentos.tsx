import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { Icon } from "~/components/ui/icon"
import { LoadingArea } from "~/components/ui/loading-area"
import { PageHeader } from "~/components/layout/page-header"
import { Tabs } from "~/components/ui/tabs"
import {
  isCategoriaDocumento,
  listDocumentos,
  type CategoriaDocumento,
} from "~/features/documentos/documentos.server"
import { CATEGORIA_DOCUMENTO_LABELS, CATEGORIAS_DOCUMENTO } from "@veteranos/domain/arquivos"
import { orFallback } from "~/http/fallback.server"
import { fileUrl } from "~/utils/files"
import { STATIC_PAGE } from "~/http/hydrate"
import { pageMeta } from "~/http/meta"

const TABS = CATEGORIAS_DOCUMENTO.map((value) => ({ value, label: CATEGORIA_DOCUMENTO_LABELS[value] }))

export async function loader({ request }: LoaderFunctionArgs) {
  const param = new URL(request.url).searchParams.get("categoria")
  const categoria: CategoriaDocumento = isCategoriaDocumento(param) ? param : "fundacional"
  // A list that cannot be read shows its empty state (docs/decisions/server-and-operation.md#failed-reads-empty-state-or-error-view).
  const documentos = await orFallback(`documentos (${categoria})`, listDocumentos(categoria), [])
  return {
    categoria,
    documentos: documentos.map((documento) => ({
      id: documento.id,
      nome: documento.nome,
      descricao: documento.descricao,
      href: fileUrl("documentos", documento.id, documento.arquivo),
      tipo: documento.arquivo.split(".").pop()?.toUpperCase() ?? "",
    })),
  }
}

export default function Documentos() {
  const { categoria, documentos } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title="Documentos" subtitle="Estatuto, regulamentos e relatórios da associação." />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Tabs label="Categorias de documentos" param="categoria" tabs={TABS} current={categoria} />

        <LoadingArea pathname="/documentos" label="Carregando documentos..." className="mt-6">
          {documentos.length === 0 ? (
            <p className="text-gray-700">Nenhum documento encontrado nesta categoria.</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {documentos.map((documento) => (
                <li key={documento.id}>
                  <article
                    className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
                    data-testid="documento"
                  >
                    <div className="flex items-start gap-3">
                      <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-marca-100 text-marca-800">
                        <Icon name="file" className="size-6" />
                      </span>
                      <h2 className="text-lg font-semibold text-marca-900">{documento.nome}</h2>
                    </div>
                    {documento.descricao ? (
                      <p className="mt-3 text-sm text-gray-700">{documento.descricao}</p>
                    ) : null}
                    <a
                      href={documento.href}
                      download
                      className="mt-auto inline-flex items-center gap-2 self-start pt-4 font-semibold text-marca-700 hover:text-marca-900 hover:underline"
                    >
                      <Icon name="download" className="size-5" />
                      Download
                      <span className="sr-only">
                        {" "}
                        de {documento.nome}
                        {documento.tipo ? ` (${documento.tipo})` : ""}
                      </span>
                    </a>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </LoadingArea>
      </div>
    </>
  )
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Documentos",
    description: "Documentos fundacionais, regulamentos e relatórios da associação para download.",
  })

// Works as HTML and CSS alone: no script is sent.
export const handle = STATIC_PAGE
