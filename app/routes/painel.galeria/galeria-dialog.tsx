// The board's dialogs on /painel/galeria ('Enviar Fotos', a photo's title and date, the delete
// confirmation), loaded when the first one opens (galeria-painel.tsx). `forms` is what the loader sent.
import type { SubmissionResult } from "@conform-to/react"
import { FOTO_ARQUIVO, FOTOS_POR_ENVIO } from "@veteranos/domain/arquivos"
import { SubmitButton } from "~/components/ui/button"
import { ConfirmDialog, Dialog } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import type { FotoGaleria } from "~/features/galeria/galerias.server"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"
import { toISODate, todayInSaoPaulo } from "~/utils/format"
import { envioFotosForm, fotoForm } from "./foto.forms"
import type { galeriaIntents } from "./galeria-actions.server"
import type { FotoAcao } from "./galeria-painel"

type Forms = SentForms<typeof envioFotosForm | typeof fotoForm>
type Result = SubmissionResult<string[]> | undefined
type Intent = IntentOf<typeof galeriaIntents>

const TIPOS = "JPEG, PNG ou WebP"
const LIMITE = `${TIPOS}, até ${FOTO_ARQUIVO.maxBytes / 1024 / 1024} MB cada`

function EnvioFotosForm({ forms, lastResult }: { forms: Forms; lastResult: Result }) {
  const [form, fields] = useSchemaForm(envioFotosForm, forms, {
    id: "envio-fotos",
    lastResult,
    defaultValue: { data: todayInSaoPaulo() },
  })
  return (
    <PanelForm form={form} className="grid gap-4" upload>
      <Field
        label="Fotos"
        meta={fields.imagens}
        type="file"
        multiple
        accept={FOTO_ARQUIVO.tipos.join(",")}
        hint={`${LIMITE}; até ${FOTOS_POR_ENVIO} fotos de cada vez.`}
      />
      <Field
        label="Título"
        meta={fields.titulo}
        hint="Descreve a foto para quem não pode vê-la. Várias fotos recebem o mesmo título, numerado; depois, cada uma pode ser editada."
      />
      <Field label="Data" meta={fields.data} type="date" />
      <div>
        <SubmitButton name="intent" value={"enviar" satisfies Intent} pendingLabel="Enviando...">
          Enviar fotos
        </SubmitButton>
      </div>
    </PanelForm>
  )
}

function FotoForm({ foto, forms, lastResult }: { foto: FotoGaleria; forms: Forms; lastResult: Result }) {
  const [form, fields] = useSchemaForm(fotoForm, forms, {
    id: `foto-${foto.id}`,
    lastResult,
    defaultValue: { titulo: foto.titulo, data: toISODate(foto.data) || todayInSaoPaulo() },
  })
  return (
    <PanelForm form={form} className="grid gap-4">
      <input type="hidden" name="id" value={foto.id} />
      <Field label="Título" meta={fields.titulo} hint="Descreve a foto para quem não pode vê-la." />
      <Field label="Data" meta={fields.data} type="date" />
      <div>
        <SubmitButton name="intent" value={"editar" satisfies Intent} pendingLabel="Salvando...">
          Salvar
        </SubmitButton>
      </div>
    </PanelForm>
  )
}

export function FotoDialog({
  acao,
  foto,
  forms,
  lastResult,
}: {
  acao: FotoAcao
  foto: FotoGaleria | null
  forms: Forms
  lastResult: Result
}) {
  if (acao === "enviar") {
    return (
      <Dialog title="Enviar Fotos">
        <EnvioFotosForm forms={forms} lastResult={lastResult} />
      </Dialog>
    )
  }
  if (!foto) return null
  return acao === "editar" ? (
    <Dialog title="Editar Foto">
      <FotoForm foto={foto} forms={forms} lastResult={lastResult} />
    </Dialog>
  ) : (
    <ConfirmDialog
      title="Excluir Foto"
      question="Tem certeza que deseja excluir esta foto? Ela sai da galeria do site."
      intent={"excluir" satisfies Intent}
      id={foto.id}
      confirmLabel="Excluir"
      pendingLabel="Excluindo..."
      variant="danger"
    >
      <p className="mt-2 font-semibold">{foto.titulo}</p>
    </ConfirmDialog>
  )
}
