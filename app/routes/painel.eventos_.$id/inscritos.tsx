// The board's view of an event's sign-ups on its page: who is confirmed and who waits, each list in
// its order, and the CSV of both (app/routes/painel.eventos_.$id.inscricoes[.]csv.ts).
import { INSCRICAO_STATUS_LABELS } from "@veteranos/domain/inscricoes"
import { DataTable, type Column } from "~/components/ui/data-table"
import type { Inscrito } from "~/features/eventos/inscricoes.server"
import { formatDateTime } from "~/utils/format"

const COLUMNS: ReadonlyArray<Column<Inscrito>> = [
  { header: "#", cell: (inscrito) => inscrito.posicao, className: "w-10 text-gray-700" },
  { header: "Nome", cell: (inscrito) => <span className="font-medium">{inscrito.nome}</span>, card: "title" },
  { header: "Inscrição", cell: (inscrito) => formatDateTime(inscrito.created), className: "text-gray-700" },
]

export function Inscritos({
  confirmadas,
  espera,
  csv,
}: {
  confirmadas: readonly Inscrito[]
  espera: readonly Inscrito[]
  csv: string
}) {
  return (
    <section aria-labelledby="inscritos" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="inscritos" className="text-xl font-bold text-marca-900">
          Inscritos
        </h2>
        <a
          href={csv}
          download
          className="inline-flex min-h-11 items-center font-semibold text-marca-800 underline hover:text-marca-950"
        >
          Baixar lista (CSV)
        </a>
      </div>
      <h3 className="mt-4 font-semibold text-gray-900">Confirmados ({confirmadas.length})</h3>
      <DataTable
        caption="Presenças confirmadas"
        columns={COLUMNS}
        rows={confirmadas}
        empty="Ninguém confirmou presença ainda."
        testId="inscritos-confirmados"
      />
      <h3 className="mt-6 font-semibold text-gray-900">
        {INSCRICAO_STATUS_LABELS.espera} ({espera.length})
      </h3>
      <DataTable
        caption={INSCRICAO_STATUS_LABELS.espera}
        columns={COLUMNS}
        rows={espera}
        empty="Ninguém na lista de espera."
        testId="inscritos-espera"
      />
    </section>
  )
}
