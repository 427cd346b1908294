// The board's dialogs on /painel/documentos: a new or edited document (its PDF optional when
// editing) and the delete confirmation, loaded when the first one opens (documento-painel.tsx).
// `forms` is what the loader sent.
import type { SubmissionResult } from "@conform-to/react"
import {
  CATEGORIA_DOCUMENTO_LABELS,
  CATEGORIAS_DOCUMENTO,
  DOCUMENTO_ARQUIVO,
} from "@veteranos/domain/arquivos"
import { SubmitButton } from "~/components/ui/button"
import { ConfirmDialog, Dialog } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import type { CategoriaDocumento, Documento } from "~/features/documentos/documentos.server"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"
import { documentoForm } from "./documento.forms"
import type { documentosIntents } from "./documentos-actions.server"

import type { DocumentoAcao } from "./documento-painel"

type Intent = IntentOf<typeof documentosIntents>

const CATEGORIA_OPTIONS = CATEGORIAS_DOCUMENTO.map((value) => ({
  value,
  label: CATEGORIA_DOCUMENTO_LABELS[value],
}))

function DocumentoForm({
  documento,
  categoria,
  forms,
  lastResult,
}: {
  documento: Documento | null
  /** The tab the list is on: a new document starts in it. */
  categoria: CategoriaDocumento
  forms: SentForms<typeof documentoForm>
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm(documentoForm, forms, {
    id: documento ? `documento-${documento.id}` : "novo-documento",
    lastResult,
    defaultValue: documento
      ? {
          id: documento.id,
          nome: documento.nome,
          descricao: documento.descricao,
          categoria: documento.categoria,
        }
      : { categoria },
  })
  const limite = `PDF de até ${DOCUMENTO_ARQUIVO.maxBytes / 1024 / 1024} MB.`
  return (
    <PanelForm form={form} className="grid gap-4" upload>
      {documento ? <input type="hidden" name="id" value={documento.id} /> : null}
      <Field label="Nome" meta={fields.nome} />
      <Field label="Descrição" meta={fields.descricao} as="textarea" rows={3} />
      <Field label="Categoria" meta={fields.categoria} as="select" options={CATEGORIA_OPTIONS} />
      <Field
        label={documento ? "Substituir o arquivo" : "Arquivo"}
        meta={fields.arquivo}
        type="file"
        accept={DOCUMENTO_ARQUIVO.tipos.join(",")}
        hint={documento ? `Opcional: sem um novo arquivo, fica o atual. ${limite}` : limite}
      />
      <div>
        <SubmitButton
          name="intent"
          value={(documento ? "editar" : "novo") satisfies Intent}
          pendingLabel="Enviando..."
        >
          {documento ? "Salvar" : "Publicar documento"}
        </SubmitButton>
      </div>
    </PanelForm>
  )
}

export function DocumentoDialog({
  acao,
  documento,
  categoria,
  forms,
  lastResult,
}: {
  acao: DocumentoAcao
  documento: Documento | null
  categoria: CategoriaDocumento
  forms: SentForms<typeof documentoForm>
  lastResult: SubmissionResult<string[]> | undefined
}) {
  if (acao === "novo") {
    return (
      <Dialog title="Novo Documento">
        <DocumentoForm documento={null} categoria={categoria} forms={forms} lastResult={lastResult} />
      </Dialog>
    )
  }
  if (!documento) return null
  return acao === "editar" ? (
    <Dialog title="Editar Documento">
      <DocumentoForm documento={documento} categoria={categoria} forms={forms} lastResult={lastResult} />
    </Dialog>
  ) : (
    <ConfirmDialog
      title="Excluir Documento"
      question="Tem certeza que deseja excluir este documento? Ele sai da página de documentos."
      intent={"excluir" satisfies Intent}
      id={documento.id}
      confirmLabel="Excluir"
      pendingLabel="Excluindo..."
      variant="danger"
    >
      <p className="mt-2 font-semibold">{documento.nome}</p>
    </ConfirmDialog>
  )
}
