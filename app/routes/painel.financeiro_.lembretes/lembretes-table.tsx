// The open dues with each one's reminders (docs/decisions/dues-and-pix.md#reminders-go-out-once-each),
// 'Enviar lembrete' and the WhatsApp link, on /painel/financeiro/lembretes. Everything arrives shaped
// by the loader (lembretes.server.ts): no rule rides in the page's script.
import { DataTable, RowAction, type Column } from "~/components/ui/data-table"
import { StatusBadge } from "~/components/ui/status-badge"
import type { DueLembretes } from "~/features/lembretes/lembretes.server"
import type { IntentOf } from "~/panel/intents.server"
import type { lembretesIntents } from "./lembretes-actions.server"

const linkClass = "font-semibold text-marca-800 underline hover:text-marca-950"

function Historico({ due }: { due: DueLembretes }) {
  if (due.lembretes.length === 0) return <span className="text-gray-600">Nenhum lembrete</span>
  return (
    <ul className="grid gap-1">
      {due.lembretes.map((lembrete) => (
        <li key={lembrete.id} className="flex flex-wrap items-center gap-x-2">
          <span>{lembrete.label}</span>
          <StatusBadge
            status={
              lembrete.status === "enviado" ? "pago" : lembrete.status === "falhou" ? "vencida" : "pendente"
            }
            label={lembrete.statusLabel}
          />
          <span className="text-gray-600">
            {lembrete.quando}
            {lembrete.tentativas > 1 ? ` · ${lembrete.tentativas} tentativas` : ""}
            {lembrete.por ? ` · por ${lembrete.por}` : ""}
          </span>
          {lembrete.erro ? <span className="w-full text-red-800">{lembrete.erro}</span> : null}
        </li>
      ))}
    </ul>
  )
}

/** The open dues, each with its reminders; the tools for whoever manages the dues. */
export function LembretesTable({ dues, gerencia }: { dues: readonly DueLembretes[]; gerencia: boolean }) {
  const columns: Array<Column<DueLembretes>> = [
    {
      header: "Associado",
      cell: (due) => (
        <div className="grid">
          <span className="font-medium text-gray-900">{due.nome}</span>
          <span className="text-gray-600">
            {due.semLembretes ? "Não quer lembretes por e-mail" : due.email || "Sem e-mail"}
          </span>
        </div>
      ),
    },
    {
      header: "Mensalidade",
      cell: (due) => (
        <div className="grid">
          <span>{due.descricao}</span>
          <span className="text-gray-600">
            {due.valor} · {due.vencida ? "venceu" : "vence"} em {due.vencimento}
          </span>
        </div>
      ),
    },
    { header: "Lembretes", cell: (due) => <Historico due={due} /> },
  ]
  if (gerencia) {
    columns.push({
      header: <span className="sr-only">Ações</span>,
      card: "actions",
      cell: (due) => (
        <div className="flex flex-wrap items-center gap-3">
          {due.email && !due.semLembretes ? (
            <RowAction
              intent={"enviar" satisfies IntentOf<typeof lembretesIntents>}
              id={due.id}
              label="Enviar lembrete"
              pendingLabel="Enviando..."
              context={`de ${due.nome}, ${due.descricao}`}
            />
          ) : null}
          {due.whatsapp ? (
            <a href={due.whatsapp} target="_blank" rel="noreferrer" className={linkClass}>
              WhatsApp<span className="sr-only"> de {due.nome}</span>
            </a>
          ) : null}
        </div>
      ),
    })
  }
  return (
    <DataTable
      caption="Mensalidades em aberto e seus lembretes"
      columns={columns}
      rows={dues}
      empty="Nenhuma mensalidade em aberto."
      testId="lembretes"
    />
  )
}
