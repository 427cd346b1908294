// /painel/mensalidades/<id>/comprovante: the receipt of a paid due, for the member to print or keep
// as PDF: who paid, what, how much, when the treasurer confirmed it and who did.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { BackLink } from "~/components/ui/button"
import type { ReactNode } from "react"
import { PrintButton } from "~/components/ui/print-button"
import { toMensalidade } from "~/features/mensalidades/mensalidades.server"
import type { MensalidadePropria } from "~/features/mensalidades/mensalidade-propria.server"
import { panelData } from "~/panel/page-data.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { requirePanelAccess } from "~/auth/guards.server"
import { formatDate, formatDateTime, formatMoney } from "~/utils/format"
import { FORMA_PAGAMENTO_LABELS } from "@veteranos/domain/mensalidades"
import { pageMeta } from "~/http/meta"
import { getSiteConfig } from "~/http/site-config.server"

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "mensalidades")
  // PocketBase's reader (pocketbase/pb_hooks/lib/paginas/mensalidade-comprovante.js) gives only the
  // member's own due; its receipt only once the treasurer has confirmed it.
  const dados = params.id ? await panelData<MensalidadePropria>(request, "mensalidade") : null
  const mensalidade = dados?.mensalidade ? toMensalidade(dados.mensalidade) : null
  if (!mensalidade || mensalidade.associado_id !== user.id || mensalidade.status !== "pago") {
    throw new Response("Comprovante não encontrado", { status: 404 })
  }
  const site = await getSiteConfig()
  return {
    mensalidade,
    associado: user.nome,
    associacao: { nome: site.nome, endereco: `${site.endereco.logradouro}, ${site.endereco.cidade}` },
  }
}

function Linha({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-gray-100 py-2 last:border-0">
      <dt className="text-gray-600">{label}</dt>
      <dd className="text-right font-semibold text-gray-900">{children}</dd>
    </div>
  )
}

export default function Comprovante() {
  const { mensalidade, associado, associacao } = useLoaderData<typeof loader>()
  return (
    <>
      <BackLink to="/painel/mensalidades" className="print:hidden">
        Voltar às mensalidades
      </BackLink>
      <article
        className="mx-auto mt-4 max-w-xl rounded-lg border border-gray-300 bg-white p-6 shadow-sm print:border-0 print:shadow-none"
        data-testid="comprovante"
      >
        <header className="border-b border-gray-200 pb-4 text-center">
          <p className="font-semibold text-marca-900">{associacao.nome}</p>
          <p className="text-sm text-gray-600">{associacao.endereco}</p>
          <h1 className="mt-3 text-xl font-bold text-gray-900">Comprovante de pagamento</h1>
        </header>
        <dl className="mt-4">
          <Linha label="Associado">{associado}</Linha>
          <Linha label="Referente a">{mensalidade.descricao}</Linha>
          <Linha label="Vencimento">{formatDate(mensalidade.data_vencimento)}</Linha>
          <Linha label="Valor pago">{formatMoney(mensalidade.valor)}</Linha>
          <Linha label="Forma de pagamento">
            {mensalidade.forma_pagamento
              ? FORMA_PAGAMENTO_LABELS[mensalidade.forma_pagamento]
              : "Não informada"}
          </Linha>
          <Linha label="Pagamento confirmado em">{formatDateTime(mensalidade.pago_em)}</Linha>
          <Linha label="Confirmado por">{mensalidade.pago_por_nome || "Diretoria financeira"}</Linha>
          <Linha label="Número">{mensalidade.id}</Linha>
        </dl>
      </article>
      <div className="mx-auto mt-4 max-w-xl print:hidden">
        <PrintButton />
      </div>
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Comprovante de pagamento" loadError="Erro ao carregar o comprovante" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Comprovante de pagamento" })
