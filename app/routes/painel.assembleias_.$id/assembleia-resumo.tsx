// The top of an assembly's page: its kind, first call and status, the quorum line once the list of
// who may vote is frozen, where it meets, and the step its status allows next (a draft's 'Editar',
// 'Publicar edital' and 'Excluir rascunho'; a notice's 'Ver edital', 'Abrir assembleia' from the
// first call's day, and 'Cancelar assembleia'). Destructive steps stand apart
// (docs/decisions/phones-and-touch.md#destructive-actions-stand-apart).
import { Link } from "@remix-run/react"
import { Alert } from "~/components/ui/alert"
import { DialogLink, NewDialogLink } from "~/components/ui/dialog"
import { StatusBadge } from "~/components/ui/status-badge"
import type { Assembleia, Contagem } from "~/features/assembleias/assembleias"
import {
  ASSEMBLEIA_STATUS_LABELS,
  ASSEMBLEIA_TIPO_LABELS,
  CHAMADA_LABELS,
  MODALIDADE_LABELS,
} from "@veteranos/domain/assembleias"
import { formatDateTime, formatTimeOf } from "~/utils/format"

function Detalhe({ termo, children }: { termo: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-gray-600">{termo}</dt>
      <dd className="font-semibold break-words text-gray-900">{children}</dd>
    </div>
  )
}

export function AssembleiaResumo({
  assembleia: a,
  contagem,
  podeAbrir,
}: {
  assembleia: Assembleia
  contagem: Contagem | null
  /** The first call's São Paulo day has come. */
  podeAbrir: boolean
}) {
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-marca-900">Assembleia {ASSEMBLEIA_TIPO_LABELS[a.tipo]}</h1>
        <StatusBadge status={a.status} label={ASSEMBLEIA_STATUS_LABELS[a.status]} />
      </div>
      {contagem?.lista ? (
        <p
          className="mt-3 rounded-lg bg-marca-50 px-4 py-3 font-semibold text-marca-950"
          data-testid="quorum"
        >
          {contagem.linha}
        </p>
      ) : null}
      {a.status === "cancelada" ? (
        <Alert tone="info" className="mt-4" title="Assembleia cancelada">
          {a.motivo_cancelamento}
        </Alert>
      ) : null}
      <dl className="mt-4 grid gap-3 rounded-lg border border-marca-200 bg-white p-5 shadow-sm sm:grid-cols-2">
        <Detalhe termo={CHAMADA_LABELS.primeira}>{formatDateTime(a.primeira_chamada)}</Detalhe>
        {contagem ? (
          <Detalhe termo={CHAMADA_LABELS.segunda}>{formatTimeOf(contagem.segundaChamada)}</Detalhe>
        ) : null}
        <Detalhe termo="Modalidade">{MODALIDADE_LABELS[a.modalidade]}</Detalhe>
        {a.local ? <Detalhe termo="Local">{a.local}</Detalhe> : null}
        {a.link ? <Detalhe termo="Link da videochamada">{a.link}</Detalhe> : null}
        {a.instrucoes ? <Detalhe termo="Instruções">{a.instrucoes}</Detalhe> : null}
        {a.convocada_por_nome ? (
          <Detalhe termo="Convocada por">
            {a.convocada_por_nome}
            {a.publicada_em ? ` em ${formatDateTime(a.publicada_em)}` : null}
          </Detalhe>
        ) : null}
      </dl>
      {a.status === "rascunho" ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <NewDialogLink acao="publicar" label="Publicar edital" />
          <NewDialogLink acao="editar" label="Editar" variant="secondary" />
          <div className="ml-auto">
            <DialogLink acao="excluir" label="Excluir rascunho" destructive />
          </div>
        </div>
      ) : null}
      {a.status === "publicada" ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {podeAbrir ? <NewDialogLink acao="abrir" label="Abrir assembleia" /> : null}
          <Link
            to={`/assembleias/${a.id}`}
            className="inline-flex min-h-11 items-center font-semibold text-marca-800 underline hover:text-marca-950"
          >
            Ver edital
          </Link>
          <div className="ml-auto">
            <DialogLink acao="cancelar" label="Cancelar assembleia" destructive />
          </div>
        </div>
      ) : null}
    </>
  )
}
