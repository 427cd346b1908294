// Dues reminders in Controle Financeiro (docs/decisions/dues-and-pix.md#reminders-go-out-once-each):
// the daily job's last run with its counts (on /painel/financeiro and on its own page), and the open
// dues with each one's reminders, 'Enviar lembrete' and the WhatsApp link. Everything arrives
// shaped by the loader (lembretes.server.ts): no rule rides in the page's script.
import { Link } from "@remix-run/react"
import { DataTable, RowAction, type Column } from "~/components/ui/data-table"
import { StatusBadge } from "~/components/ui/status-badge"
import type { DueLembretes, UltimaExecucao } from "~/features/lembretes/lembretes.server"

const linkClass = "font-semibold text-marca-800 underline hover:text-marca-950"
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The last run: when, and what each kind sent and failed. */
export function UltimaExecucaoResumo({ execucao }: { execucao: UltimaExecucao | null }) {
  if (!execucao) return <p className="text-gray-700">O envio automático ainda não rodou.</p>
  return (
    <div className="grid gap-2" data-testid="ultima-execucao">
      <p className="text-gray-800">
        Último envio automático: <strong>{execucao.quando}</strong>
      </p>
      <ul className="grid gap-1 text-sm text-gray-800 sm:grid-cols-2">
        {execucao.tipos.map((tipo) => (
          <li key={tipo.tipo}>
            {tipo.label}: {plural(tipo.enviados, "enviado", "enviados")}
            {tipo.falhas > 0 ? (
              <span className="font-semibold text-red-800">
                , {plural(tipo.falhas, "falhou", "falharam")}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {execucao.desativados + execucao.semEmail > 0 ? (
        <p className="text-sm text-gray-700">
          Sem e-mail: {plural(execucao.desativados, "associado desativou", "associados desativaram")} os
          lembretes, {plural(execucao.semEmail, "não tem", "não têm")} e-mail.
        </p>
      ) : null}
    </div>
  )
}

/** Controle Financeiro's short 'Lembretes' section: the last run and the way to the reminders' page. */
export function LembretesSection({ execucao }: { execucao: UltimaExecucao | null }) {
  return (
    <section
      aria-labelledby="lembretes-titulo"
      className="mt-8 rounded-lg border border-marca-200 bg-white p-5"
    >
      <h2 id="lembretes-titulo" className="text-lg font-semibold text-marca-900">
        Lembretes
      </h2>
      <div className="mt-2">
        <UltimaExecucaoResumo execucao={execucao} />
      </div>
      <Link to="/painel/financeiro/lembretes" className={`mt-3 inline-block ${linkClass}`}>
        Ver lembretes
      </Link>
    </section>
  )
}

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
      cell: (due) => (
        <div className="flex flex-wrap items-center gap-3">
          {due.email && !due.semLembretes ? (
            <RowAction
              intent="enviar"
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
