// The board's dialogs on /painel/galeria ('Enviar Fotos', a photo's title and date, the delete
// confirmation), loaded when the first one opens (galeria-painel.tsx). `forms` is what the loader sent.
// A school photo's dialogs add its marks and 'Publicar' (marcacao.tsx).
import type { SubmissionResult } from "@conform-to/react"
import { FOTO_ARQUIVO, FOTOS_POR_ENVIO } from "@veteranos/domain/arquivos"
import { useLocation } from "@remix-run/react"
import { SubmitButton } from "~/components/ui/button"
import { ConfirmDialog, Dialog } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import type { FotoGaleria } from "~/features/galeria/galerias.server"
import type { Galeria } from "~/features/galeria/thumbnail"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"
import { toISODate, todayInSaoPaulo } from "~/utils/format"
import { envioFotosForm, fotoForm } from "./foto.forms"
import type { galeriaIntents } from "./galeria-actions.server"
import type { FotoAcao } from "./galeria-painel"
import type { FotoEscolinha } from "./galeria-painel.server"
import { Marcacao, marcadasOf, type AlunoMarcavel } from "./marcacao"

type Forms = SentForms<typeof envioFotosForm | typeof fotoForm>
type Result = SubmissionResult<string[]> | undefined
type Intent = IntentOf<typeof galeriaIntents>
type Foto = FotoGaleria & FotoEscolinha
/** A school dialog's children to mark; null in the association's gallery. */
type Escola = { alunos: readonly AlunoMarcavel[] } | null

const ticked = (value: boolean | undefined) => (value ? "on" : undefined)

/**
 * The form's first values: the photo's (or today's for a batch), unless the dialog's search was used
 * without JavaScript, whose address carries what the form held (marcacao.tsx).
 */
function useDefaults(foto: Foto | null) {
  const params = new URLSearchParams(useLocation().search)
  const data = (foto && toISODate(foto.data)) || todayInSaoPaulo()
  if (!params.has("q")) {
    return {
      titulo: foto?.titulo,
      data,
      marcas: foto?.criancas?.map((crianca) => crianca.id) ?? [],
      sem_criancas: ticked(foto?.sem_criancas),
      publicada: ticked(foto?.publicada),
    }
  }
  return {
    titulo: params.get("titulo") ?? foto?.titulo,
    data: params.get("data") || data,
    marcas: marcadasOf(params),
    sem_criancas: params.get("sem_criancas") ?? undefined,
    publicada: params.get("publicada") ?? undefined,
  }
}

const TIPOS = "JPEG, PNG ou WebP"
const LIMITE = `${TIPOS}, até ${FOTO_ARQUIVO.maxBytes / 1024 / 1024} MB cada`

function EnvioFotosForm({ forms, lastResult, escola }: { forms: Forms; lastResult: Result; escola: Escola }) {
  const [form, fields] = useSchemaForm(envioFotosForm, forms, {
    id: "envio-fotos",
    lastResult,
    defaultValue: useDefaults(null),
  })
  return (
    <PanelForm form={form} className="grid gap-4" upload>
      {/* Before the files: a search without JavaScript loads the page again, and a file input
          cannot be given back its files. */}
      {escola ? (
        <Marcacao
          acao="enviar"
          alunos={escola.alunos}
          marcas={fields.marcas}
          semCriancas={fields.sem_criancas}
          publicada={fields.publicada}
        />
      ) : null}
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

function FotoForm({
  foto,
  forms,
  lastResult,
  escola,
}: {
  foto: Foto
  forms: Forms
  lastResult: Result
  escola: Escola
}) {
  const [form, fields] = useSchemaForm(fotoForm, forms, {
    id: `foto-${foto.id}`,
    lastResult,
    defaultValue: useDefaults(foto),
  })
  return (
    <PanelForm form={form} className="grid gap-4">
      <input type="hidden" name="id" value={foto.id} />
      <Field label="Título" meta={fields.titulo} hint="Descreve a foto para quem não pode vê-la." />
      <Field label="Data" meta={fields.data} type="date" />
      {escola ? (
        <Marcacao
          acao="editar"
          alunos={escola.alunos}
          marcas={fields.marcas}
          semCriancas={fields.sem_criancas}
          publicada={fields.publicada}
        />
      ) : null}
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
  galeria,
  alunos,
}: {
  acao: FotoAcao
  foto: Foto | null
  forms: Forms
  lastResult: Result
  galeria: Galeria
  alunos: readonly AlunoMarcavel[]
}) {
  const escola = galeria === "galeria_escolinha" ? { alunos } : null
  if (acao === "enviar") {
    return (
      <Dialog title="Enviar Fotos">
        <EnvioFotosForm forms={forms} lastResult={lastResult} escola={escola} />
      </Dialog>
    )
  }
  if (!foto) return null
  return acao === "editar" ? (
    <Dialog title="Editar Foto">
      <FotoForm foto={foto} forms={forms} lastResult={lastResult} escola={escola} />
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
