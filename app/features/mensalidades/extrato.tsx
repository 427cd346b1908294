// The pieces of /painel/financeiro/extrato: the upload of the bank's OFX file, the latest
// statements, and a statement's credits with the due each pays, ticked for 'Confirmar baixas'
// (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues). The proposals come computed from
// the loader; this module only shows them.
import type { SubmissionResult } from "@conform-to/react"
import { Form, Link } from "@remix-run/react"
import { EXTRATO_ARQUIVO } from "@veteranos/domain/extratos"
import { SubmitButton } from "~/components/ui/button"
import { UploadForm } from "~/components/ui/upload-page"
import { DataTable, type Column } from "~/components/ui/data-table"
import { Field } from "~/components/ui/field"
import { importarExtratoForm } from "~/features/mensalidades/extrato.forms"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import { formatDate, formatDateTime, formatMoney } from "~/utils/format"

/** One credit of the statement as the page shows it: `id` is its FITID. */
export type LinhaDoExtrato = {
  id: string
  data: string
  valor: number
  texto: string
  /** How its due was found; "importado": it paid that due already. */
  tipo: "codigo" | "nome" | "importado" | "sem-proposta"
  mensalidade: { id: string; associado_nome: string; descricao: string } | null
}

export type ExtratoResumo = { id: string; arquivo_nome: string; importado_por_nome: string; created: string }

const link = "font-semibold text-marca-800 underline hover:text-marca-950"

export function ImportarExtratoForm({
  forms,
  lastResult,
}: {
  forms: SentForms<typeof importarExtratoForm>
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm(importarExtratoForm, forms, { lastResult })
  return (
    <UploadForm form={form}>
      <Field
        label="Arquivo OFX do extrato"
        meta={fields.arquivo}
        type="file"
        accept=".ofx,.OFX,application/x-ofx"
        hint={`O arquivo que o banco exporta (OFX), de até ${EXTRATO_ARQUIVO.maxBytes / 1024 / 1024} MB.`}
      />
      <div>
        <SubmitButton name="intent" value="importar" pendingLabel="Importando...">
          Importar extrato
        </SubmitButton>
      </div>
    </UploadForm>
  )
}

export function ExtratosRecentes({ extratos }: { extratos: readonly ExtratoResumo[] }) {
  if (extratos.length === 0) return null
  return (
    <section aria-labelledby="extratos-recentes" className="mt-8">
      <h2 id="extratos-recentes" className="text-lg font-semibold text-marca-900">
        Extratos importados
      </h2>
      <ul className="mt-2 grid gap-1 text-sm">
        {extratos.map((extrato) => (
          <li key={extrato.id}>
            <Link to={`?id=${extrato.id}`} className={link}>
              {extrato.arquivo_nome || "Extrato"}
            </Link>{" "}
            <span className="text-gray-700">
              em {formatDateTime(extrato.created)} por {extrato.importado_por_nome}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

const COMO: Record<LinhaDoExtrato["tipo"], string> = {
  codigo: "pelo código PIX",
  nome: "pelo nome e valor",
  importado: "",
  "sem-proposta": "",
}

const creditoColumns = (first: Column<LinhaDoExtrato>): ReadonlyArray<Column<LinhaDoExtrato>> => [
  first,
  { header: "Data", cell: (l) => formatDate(l.data), className: "whitespace-nowrap" },
  { header: "Valor", cell: (l) => formatMoney(l.valor), className: "whitespace-nowrap text-right" },
  { header: "Nome / descrição no banco", cell: (l) => l.texto || "—", className: "break-words" },
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
        value={`${l.mensalidade?.id}:${l.id}`}
        defaultChecked
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

const SEM_PROPOSTA = creditoColumns({ header: "Mensalidade", cell: () => "Nenhuma encontrada" })

export function ExtratoCreditos({ extrato, linhas }: { extrato: ExtratoResumo; linhas: LinhaDoExtrato[] }) {
  const propostas = linhas.filter((l) => l.tipo === "codigo" || l.tipo === "nome")
  const importados = linhas.filter((l) => l.tipo === "importado")
  const semProposta = linhas.filter((l) => l.tipo === "sem-proposta")
  return (
    <>
      <p className="mt-1 text-gray-700">
        {extrato.arquivo_nome || "Extrato"}, importado em {formatDateTime(extrato.created)} por{" "}
        {extrato.importado_por_nome}: {linhas.length} {linhas.length === 1 ? "crédito" : "créditos"}.
      </p>
      <section aria-labelledby="propostas" className="mt-6">
        <h2 id="propostas" className="text-lg font-semibold text-marca-900">
          Baixas propostas ({propostas.length})
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          Desmarque o que não confere. Cada mensalidade marcada fica paga por PIX na data do crédito.
        </p>
        <Form method="post" className="grid gap-4">
          <input type="hidden" name="extrato" value={extrato.id} />
          <DataTable
            caption="Baixas propostas"
            columns={PROPOSTAS}
            rows={propostas}
            empty="Nenhuma mensalidade pendente corresponde aos créditos deste extrato."
            testId="baixas-propostas"
          />
          {propostas.length > 0 ? (
            <div>
              <SubmitButton name="intent" value="confirmar" pendingLabel="Confirmando...">
                Confirmar baixas
              </SubmitButton>
            </div>
          ) : null}
        </Form>
      </section>
      <CreditosSection id="ja-importados" title="Já importados" rows={importados} columns={IMPORTADOS} />
      <CreditosSection id="sem-proposta" title="Sem mensalidade" rows={semProposta} columns={SEM_PROPOSTA} />
    </>
  )
}

function CreditosSection({
  id,
  title,
  rows,
  columns,
}: {
  id: string
  title: string
  rows: LinhaDoExtrato[]
  columns: ReadonlyArray<Column<LinhaDoExtrato>>
}) {
  if (rows.length === 0) return null
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold text-marca-900">
        {title} ({rows.length})
      </h2>
      <DataTable caption={title} columns={columns} rows={rows} empty="" testId={id} />
    </section>
  )
}
