// A child's card on 'Meus filhos': the class and when and where it meets, its place, the health
// certificate's mark, the last sessions and the 30-day rate, the consents with when they were
// given, and the guardian's doors (correct, download, withdraw, ask for deletion).
import { Link, useLocation } from "@remix-run/react"
import type { ReactNode } from "react"
import { DialogLink } from "~/components/ui/dialog"
import { withQuery } from "~/utils/query"
import { StatusBadge } from "~/components/ui/status-badge"

/** A child as the loader writes it for the card: every date and label already in words. */
export type FilhoCard = {
  id: string
  nome: string
  nascimento: string
  situacao: string
  status: string
  turma: { nome: string; horario: string; local: string } | null
  atestado: { label: string; status: string }
  frequencia: string
  chamadas: Array<{ data: string; label: string }>
  consentimentos: Array<{ tipo: "dados" | "imagem"; rotulo: string; texto: string; concedido: boolean }>
  json: string
}

const ATESTADO_TONE: Record<string, string> = { vencido: "vencida", vence: "pendente", valido: "aprovado" }

function Fato({ termo, children }: { termo: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-gray-600">{termo}</dt>
      <dd className="font-semibold break-words text-gray-900">{children}</dd>
    </div>
  )
}

/** 'Retirar autorização': its question as URL state, ?acao=retirar&id=<child>&tipo=<consent>. */
function RetirarLink({ id, tipo, rotulo }: { id: string; tipo: string; rotulo: string }) {
  const { search } = useLocation()
  return (
    <Link
      to={withQuery(search, { acao: "retirar", id, tipo })}
      preventScrollReset
      className="mt-1 inline-flex min-h-8 items-center font-semibold text-red-700 underline hover:text-red-900"
    >
      Retirar autorização<span className="sr-only">: {rotulo}</span>
    </Link>
  )
}

export function FilhoCardView({ filho }: { filho: FilhoCard }) {
  return (
    <section
      aria-labelledby={`filho-${filho.id}`}
      className="mt-6 rounded-lg border border-marca-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`filho-${filho.id}`} className="text-xl font-semibold break-words text-marca-900">
          {filho.nome}
        </h2>
        <StatusBadge status={filho.status} label={filho.situacao} />
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fato termo="Turma">{filho.turma ? filho.turma.nome : "—"}</Fato>
        <Fato termo="Dias e horário">{filho.turma ? filho.turma.horario : "—"}</Fato>
        <Fato termo="Local">{filho.turma ? filho.turma.local : "—"}</Fato>
        <Fato termo="Data de nascimento">{filho.nascimento}</Fato>
        <Fato termo="Atestado médico">
          <StatusBadge
            status={ATESTADO_TONE[filho.atestado.status] ?? "neutro"}
            label={filho.atestado.label}
          />
        </Fato>
        <Fato termo="Presença nos últimos 30 dias">{filho.frequencia}</Fato>
      </dl>

      <h3 className="mt-5 font-semibold text-marca-900">Últimos treinos</h3>
      {filho.chamadas.length === 0 ? (
        <p className="mt-1 text-gray-700">Nenhuma chamada registrada ainda.</p>
      ) : (
        <ul className="mt-1 grid gap-1">
          {filho.chamadas.map((chamada) => (
            <li key={chamada.data} className="flex justify-between gap-3 border-b border-gray-100 py-1">
              <span>{chamada.data}</span>
              <span className="font-semibold">{chamada.label}</span>
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-5 font-semibold text-marca-900">Autorizações</h3>
      <ul className="mt-1 grid gap-3">
        {filho.consentimentos.map((item) => (
          <li key={item.tipo} className="rounded-md bg-gray-50 p-3">
            <p className="text-sm text-gray-800">{item.rotulo}</p>
            <p className="mt-1 font-semibold text-gray-900">{item.texto}</p>
            {item.concedido ? <RetirarLink id={filho.id} tipo={item.tipo} rotulo={item.rotulo} /> : null}
          </li>
        ))}
      </ul>

      <div className="mt-5 flex flex-wrap gap-x-4 gap-y-2 border-t border-gray-200 pt-4">
        <DialogLink acao="corrigir" id={filho.id} label="Corrigir dados" context={filho.nome} />
        <Link
          reloadDocument
          to={filho.json}
          className="inline-flex min-h-8 items-center font-semibold text-marca-800 underline"
        >
          Baixar dados<span className="sr-only"> de {filho.nome}</span>
        </Link>
        <DialogLink acao="excluir" id={filho.id} label="Pedir exclusão" context={filho.nome} destructive />
      </div>
    </section>
  )
}
