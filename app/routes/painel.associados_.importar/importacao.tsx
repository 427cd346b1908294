// The pieces of /painel/associados/importar: the upload of the members' spreadsheet (with its
// template), and an import's preview: the valid rows, the rows with errors and the people already
// known or repeated, each with its line in the file, then 'Importar'
// (docs/decisions/members.md#members-move-in-from-a-spreadsheet). The rows come checked by
// PocketBase through the loader; this module only shows them.
import type { SubmissionResult } from "@conform-to/react"
import { Form, Link } from "@remix-run/react"
import {
  IMPORTACAO_ARQUIVO,
  IMPORTACAO_COLUNAS,
  IMPORTACAO_RASCUNHO_DIAS,
} from "@veteranos/domain/importacao"
import { SubmitButton } from "~/components/ui/button"
import { UploadForm } from "~/components/ui/upload-page"
import { DataTable, type Column } from "~/components/ui/data-table"
import { Field } from "~/components/ui/field"
import { importarPlanilhaForm } from "./importacao.forms"
import type { Importacao, previewRows } from "./importacao.server"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import { formatDateTime, plural } from "~/utils/format"
import type { IntentOf } from "~/panel/intents.server"
import type { importacaoIntents } from "./importacao-actions.server"

type Intent = IntentOf<typeof importacaoIntents>

/** A row of the preview, keyed by its line. */
export type LinhaDaPrevia = ReturnType<typeof previewRows>[number]

export type ImportacaoResumo = Omit<Importacao, "linhas">

const link = "font-semibold text-marca-800 underline hover:text-marca-950"

export function ImportarPlanilhaForm({
  forms,
  lastResult,
}: {
  forms: SentForms<typeof importarPlanilhaForm>
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm(importarPlanilhaForm, forms, { lastResult })
  const mb = IMPORTACAO_ARQUIVO.maxBytes / 1024 / 1024
  return (
    <UploadForm form={form}>
      <p className="text-sm text-gray-700">
        Use a{" "}
        <a href="/painel/associados/importar/modelo.csv" download className={link}>
          planilha modelo (CSV)
        </a>
        : uma linha por associado, com as colunas{" "}
        <span className="break-all">{IMPORTACAO_COLUNAS.join(";")}</span>. Datas em dd/mm/aaaa; sem data de
        filiação, vale a data da importação.
      </p>
      <Field
        label="Planilha de associados"
        meta={fields.arquivo}
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hint={`CSV (separado por ; ou ,) ou XLSX, de até ${mb} MB e ${IMPORTACAO_ARQUIVO.maxLinhas.toLocaleString("pt-BR")} linhas.`}
      />
      <div>
        <SubmitButton name="intent" value={"enviar" satisfies Intent} pendingLabel="Lendo a planilha...">
          Ver prévia
        </SubmitButton>
      </div>
    </UploadForm>
  )
}

const COLUMNS: ReadonlyArray<Column<LinhaDaPrevia>> = [
  { header: "Linha", cell: (l) => l.linha, className: "whitespace-nowrap" },
  { header: "Nome", cell: (l) => l.nome || "—", card: "title" },
  { header: "E-mail", cell: (l) => l.email || "—", className: "break-all" },
  { header: "CPF", cell: (l) => l.cpf || "—", className: "whitespace-nowrap" },
]

const WITH_MESSAGES: ReadonlyArray<Column<LinhaDaPrevia>> = [
  ...COLUMNS,
  { header: "Motivo", cell: (l) => l.mensagens.join("; "), className: "text-red-800" },
]

function Linhas({
  id,
  title,
  rows,
  columns,
  empty,
}: {
  id: string
  title: string
  rows: LinhaDaPrevia[]
  columns: ReadonlyArray<Column<LinhaDaPrevia>>
  empty: string
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold text-marca-900">
        {title} ({rows.length})
      </h2>
      <DataTable caption={title} columns={columns} rows={rows} empty={empty} testId={id} />
    </section>
  )
}

export function ImportacaoPrevia({
  importacao,
  linhas,
}: {
  importacao: ImportacaoResumo
  linhas: LinhaDaPrevia[]
}) {
  const validas = linhas.filter((l) => l.situacao === "valida")
  const erros = linhas.filter((l) => l.situacao === "erro")
  const ignoradas = linhas.filter((l) => l.situacao === "ignorada")
  const importada = importacao.status === "importada"
  return (
    <>
      <p className="mt-1 text-gray-700">
        {importacao.arquivo_nome || "Planilha"}, enviada em {formatDateTime(importacao.created)} por{" "}
        {importacao.criado_por_nome}: {plural(linhas.length, "linha", "linhas")}.
      </p>
      {importada ? (
        <p className="mt-4 font-semibold text-green-800" role="status">
          Importada: {plural(importacao.importados, "associado cadastrado", "associados cadastrados")}.{" "}
          <Link to="/painel/associados" className={link}>
            Ver associados
          </Link>
        </p>
      ) : validas.length > 0 ? (
        <Form method="post" className="mt-4 grid gap-3 rounded border border-gray-200 p-4">
          <input type="hidden" name="id" value={importacao.id} />
          <label className="flex items-start gap-2">
            <input type="checkbox" name="boas_vindas" value="sim" className="mt-1 size-5" />
            <span>
              Enviar e-mail de boas-vindas
              <span className="block text-sm text-gray-700">
                Cada novo associado recebe o link para criar a senha do painel.
              </span>
            </span>
          </label>
          <p className="text-sm text-gray-700">
            Só as linhas válidas são importadas, todas ou nenhuma; as demais ficam de fora. Esta prévia fica
            guardada por {IMPORTACAO_RASCUNHO_DIAS} dias.
          </p>
          <div>
            <SubmitButton name="intent" value={"importar" satisfies Intent} pendingLabel="Importando...">
              Importar {plural(validas.length, "associado", "associados")}
            </SubmitButton>
          </div>
        </Form>
      ) : (
        <p className="mt-4 text-gray-700">
          Nenhuma linha válida para importar. Corrija a planilha e envie de novo.
        </p>
      )}
      <Linhas
        id="linhas-validas"
        title="Linhas válidas"
        rows={validas}
        columns={COLUMNS}
        empty="Nenhuma linha válida."
      />
      <Linhas
        id="linhas-com-erros"
        title="Linhas com erros"
        rows={erros}
        columns={WITH_MESSAGES}
        empty="Nenhuma linha com erros."
      />
      <Linhas
        id="linhas-ignoradas"
        title="Já cadastrados ou repetidos (ignorados)"
        rows={ignoradas}
        columns={WITH_MESSAGES}
        empty="Nenhuma linha ignorada."
      />
    </>
  )
}
