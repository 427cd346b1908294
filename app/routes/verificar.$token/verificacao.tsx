// What a visitor who scanned a card reads: the association, the holder's photo, first name and last
// initial, and in large letters whether they are in good standing right now, with when it was
// checked; nothing else of the person (docs/decisions/member-card-and-receipts.md#the-public-check).
import { VERIFICACAO, VERIFICACOES_DEMAIS } from "@veteranos/domain/carteirinha"
import type { ReactNode } from "react"
import { SITUACAO_TONS } from "~/features/carteirinha/carteirinha"
import { FotoSocio } from "~/features/carteirinha/foto-socio"
import type { Verificacao } from "~/features/carteirinha/verificacao.server"
import { formatDateTime } from "~/utils/format"

export type Resultado =
  | { resultado: "valida"; verificacao: Verificacao; iniciais: string; agora: string }
  | { resultado: "invalida" | "demais"; agora: string }

function Quadro({ agora, children }: { agora: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <article
        className="grid justify-items-center gap-4 rounded-2xl border border-gray-200 bg-white p-6 text-center shadow-sm"
        data-testid="verificacao"
      >
        {children}
        <p className="text-sm text-gray-700">Verificado em {formatDateTime(agora)}</p>
      </article>
    </div>
  )
}

export function VerificacaoView(props: Resultado) {
  if (props.resultado !== "valida") return <Recusa {...props} />
  const { verificacao, iniciais, agora } = props
  return (
    <Quadro agora={agora}>
      <p className="font-semibold text-marca-900">{verificacao.associacao}</p>
      <FotoSocio foto={verificacao.foto} iniciais={iniciais} className="size-32" />
      <p className="text-xl font-bold text-gray-900">{verificacao.nome}</p>
      <h1
        className={`w-full rounded-xl px-4 py-4 text-3xl font-black ring-2 ring-inset ${SITUACAO_TONS[verificacao.situacao]}`}
      >
        {VERIFICACAO[verificacao.situacao]}
      </h1>
    </Quadro>
  )
}

/** An invalid code, or too many checks from this visitor. */
function Recusa(props: { resultado: "invalida" | "demais"; agora: string }) {
  if (props.resultado === "invalida") {
    return (
      <Quadro agora={props.agora}>
        <h1 className="text-3xl font-bold text-red-800">{VERIFICACAO.invalida}</h1>
        <p className="text-gray-800">
          Este código não é de nenhuma carteirinha válida. Peça ao associado que abra a carteirinha no painel
          do site.
        </p>
      </Quadro>
    )
  }
  return (
    <Quadro agora={props.agora}>
      <h1 className="text-2xl font-bold text-marca-900">Verificação de carteirinha</h1>
      <p className="rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-300 ring-inset">
        {VERIFICACOES_DEMAIS}
      </p>
    </Quadro>
  )
}
