// A statement's credits on /painel/financeiro/extrato, a tab and a page at a time: the proposed
// dues, ticked for 'Confirmar baixas' when the code or the CPF found them; the credits imported
// before; and those without a due, each saying why (docs/decisions/dues-and-pix.md#which-due-a-credit-pays).
import { Form } from "@remix-run/react"
import { SubmitButton } from "~/components/ui/button"
import { DataTable, type Column } from "~/components/ui/data-table"
import { Pagination } from "~/components/ui/pagination"
import { Tabs } from "~/components/ui/tabs"
import type { ExtratoAba, ExtratoResumo, LinhaDoExtrato } from "./extrato-linhas"
import { baixaValue } from "./extrato-linhas"
import { formatDate, formatDateTime, formatMoney, plural } from "~/utils/format"
import type { IntentOf } from "~/panel/intents.server"
import type { extratoIntents } from "./extrato-actions.server"

const COMO: Record<LinhaDoExtrato["tipo"], string> = {
  codigo: "pelo código PIX e valor",
  cpf: "pelo CPF e valor",
  nome: "pelo nome e valor",
  abreviado: "pelo nome abreviado e valor",
  importado: "",
  "sem-proposta": "",
}

/** Ticked unless the treasurer unticks it: the code and the CPF name the payer for certain. */
const MARCADA = new Set<LinhaDoExtrato["tipo"]>(["codigo", "cpf"])

const creditoColumns = (first: Column<LinhaDoExtrato>): ReadonlyArray<Column<LinhaDoExtrato>> => [
  first,
  { header: "Data", cell: (l) => formatDate(l.data), className: "whitespace-nowrap" },
  { header: "Valor", cell: (l) => formatMoney(l.valor), className: "whitespace-nowrap text-right" },
  {
    header: "Nome / descrição no banco",
    cell: (l) => (
      <>
        {l.texto || "—"}
        {l.conta ? <span className="block text-xs text-gray-600">{l.conta}</span> : null}
      </>
    ),
    className: "break-words",
  },
]

const mensalidadeCell = (l: LinhaDoExtrato) =>
  l.mensalidade ? `${l.mensalidade.associado_nome} – ${l.mensalidade.descricao}` : "—"

const PROPOSTAS = creditoColumns({
  header: "Baixa",
  cell: (l) => (
    <label className="flex items-start gap-2">
      <input
        type="checkbox"
        name="baixa"
        value={baixaValue(l.mensalidade?.id ?? "", l.id)}
        defaultChecked={MARCADA.has(l.tipo)}
        className="mt-1 size-5"
      />
      <span>
        <span className="font-medium">{mensalidadeCell(l)}</span>
        <span className="block text-xs text-gray-600">{COMO[l.tipo]}</span>
      </span>
    </label>
  ),
})

const IMPORTADOS = creditoColumns({
  header: "Mensalidade",
  cell: (l) => (
    <span>
      <span className="font-semibold text-green-800">Já importado</span>{" "}
      <span className="block">{mensalidadeCell(l)}</span>
    </span>
  ),
})

const SEM_PROPOSTA = creditoColumns({
  header: "Mensalidade",
  cell: (l) => (
    <span>
      <span className="font-semibold">Nenhuma: {l.motivo}</span>
      {l.mensalidade ? (
        <span className="block text-sm text-gray-700">
          {mensalidadeCell(l)} ({formatMoney(l.mensalidade.valor)})
        </span>
      ) : null}
    </span>
  ),
})

export type ContagemDoExtrato = Record<"propostas" | "importados" | "semProposta", number>

export function ExtratoCreditos({
  extrato,
  aba,
  contagem,
  linhas,
  pagina,
  totalPaginas,
}: {
  extrato: ExtratoResumo
  aba: ExtratoAba
  contagem: ContagemDoExtrato
  /** The tab's credits on this page. */
  linhas: LinhaDoExtrato[]
  pagina: number
  totalPaginas: number
}) {
  const total = contagem.propostas + contagem.importados + contagem.semProposta
  const tabs = [
    { value: null, label: `Baixas propostas (${contagem.propostas})` },
    { value: "importados", label: `Já importados (${contagem.importados})` },
    { value: "sem-proposta", label: `Sem mensalidade (${contagem.semProposta})` },
  ]
  return (
    <>
      <p className="mt-1 text-gray-700">
        {extrato.arquivo_nome || "Extrato"}, importado em {formatDateTime(extrato.created)} por{" "}
        {extrato.importado_por_nome}: {plural(total, "crédito", "créditos")}.
      </p>
      <Tabs label="Créditos do extrato" param="status" tabs={tabs} current={aba} className="mt-6" />
      {aba === null ? (
        <section aria-labelledby="propostas" className="mt-4">
          <h2 id="propostas" className="text-lg font-semibold text-marca-900">
            Baixas propostas ({contagem.propostas})
          </h2>
          <p className="mt-1 text-sm text-gray-700">
            Confira o que não veio pelo código PIX ou pelo CPF. Cada mensalidade marcada fica paga por PIX na
            data do crédito.
          </p>
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="extrato" value={extrato.id} />
            <DataTable
              caption="Baixas propostas"
              columns={PROPOSTAS}
              rows={linhas}
              empty="Nenhuma mensalidade pendente corresponde aos créditos deste extrato."
              testId="baixas-propostas"
            />
            {linhas.length > 0 ? (
              <div>
                <SubmitButton
                  name="intent"
                  value={"confirmar" satisfies IntentOf<typeof extratoIntents>}
                  pendingLabel="Confirmando..."
                >
                  Confirmar baixas
                </SubmitButton>
              </div>
            ) : null}
          </Form>
        </section>
      ) : (
        <CreditosSection
          id={aba === "importados" ? "ja-importados" : "sem-proposta"}
          title={aba === "importados" ? "Já importados" : "Sem mensalidade"}
          count={aba === "importados" ? contagem.importados : contagem.semProposta}
          rows={linhas}
          columns={aba === "importados" ? IMPORTADOS : SEM_PROPOSTA}
        />
      )}
      <Pagination page={pagina} totalPages={totalPaginas} />
    </>
  )
}

function CreditosSection({
  id,
  title,
  count,
  rows,
  columns,
}: {
  id: string
  title: string
  /** The tab's credits on every page. */
  count: number
  rows: LinhaDoExtrato[]
  columns: ReadonlyArray<Column<LinhaDoExtrato>>
}) {
  return (
    <section aria-labelledby={id} className="mt-4">
      <h2 id={id} className="text-lg font-semibold text-marca-900">
        {title} ({count})
      </h2>
      <DataTable caption={title} columns={columns} rows={rows} empty="Nenhum crédito." testId={id} />
    </section>
  )
}
