// The seat's form on /painel/diretoria ('Novo Cargo' with the person chosen from a search, 'Editar
// Cargo' with the person fixed): the body, the position (listed, or an executive-board position by
// its name), the term, the public contact and the photo. Defined once in cargo.forms.ts.
import type { FieldMetadata, SubmissionResult } from "@conform-to/react"
import { SubmitButton } from "~/components/ui/button"
import { Field } from "~/components/ui/field"
import { cargoFormValues, cargoOptions, OUTRO_CARGO_LABEL, type NovoMandato, type Cargo } from "./cargos"
import { cargoForm, novoCargoForm } from "./cargo.forms"
import type { Conta } from "./diretoria.server"
import { PessoaChoice } from "./pessoa-search"
import { EmailField, TelefoneField } from "~/forms/person-fields"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"
import type { diretoriaIntents } from "./diretoria-actions.server"
import { useAcceptedImageTypes } from "~/panel/aceita-imagem"
import { toISODate } from "~/utils/format"
import { TIPO_LABELS } from "@veteranos/domain/cargos"

export type Result = SubmissionResult<string[]> | undefined
/** What the page's loader sends for the seat's forms. */
/** What the page's buttons may send. */
export type Intent = IntentOf<typeof diretoriaIntents>

export type CargoForms = SentForms<typeof novoCargoForm | typeof cargoForm>

/** The seat's fields, as both forms have them (the new seat's adds the person). */
type Fields = Record<
  | "tipo"
  | "cargo"
  | "cargo_outro"
  | "inicio_mandato"
  | "fim_mandato"
  | "telefone"
  | "email"
  | "foto"
  | "remover_foto",
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  FieldMetadata<any>
>

const TIPO_OPTIONS = Object.entries(TIPO_LABELS).map(([value, label]) => ({ value, label }))

function CargoFields({ fields, cargo }: { fields: Fields; cargo: Cargo | null }) {
  const aceitaImagem = useAcceptedImageTypes()
  return (
    <>
      <Field as="select" label="Órgão" meta={fields.tipo} options={TIPO_OPTIONS} />
      <Field as="select" label="Cargo" meta={fields.cargo} options={cargoOptions(cargo?.cargo)} />
      <Field
        label="Nome do outro cargo"
        meta={fields.cargo_outro}
        hint={`Só para '${OUTRO_CARGO_LABEL}', como Diretor de Esportes.`}
        autoComplete="off"
        className="sm:col-span-2"
      />
      <Field label="Início do mandato" meta={fields.inicio_mandato} type="date" />
      <Field label="Fim do mandato" meta={fields.fim_mandato} type="date" hint="O último dia do mandato." />
      <p className="text-sm text-gray-600 sm:col-span-2">
        Telefone e e-mail de contato do cargo: aparecem na página pública da diretoria se a pessoa escolher
        mostrá-los, em Meus Dados.
      </p>
      <TelefoneField meta={fields.telefone} autoComplete="off" />
      <EmailField meta={fields.email} autoComplete="off" />
      <Field
        label="Foto"
        meta={fields.foto}
        type="file"
        accept={aceitaImagem}
        hint="JPEG, PNG ou WebP, até 5 MB. Opcional."
        className="sm:col-span-2"
      />
      {cargo?.foto ? <Field as="checkbox" label="Remover a foto atual" meta={fields.remover_foto} /> : null}
    </>
  )
}

/** 'Novo Cargo': the person is one of the accounts the dialog's search found. */
export function NovoCargoForm({
  forms,
  lastResult,
  novoMandato,
  pessoas,
  termo,
}: {
  forms: CargoForms
  lastResult: Result
  novoMandato: NovoMandato
  pessoas: readonly Conta[] | null
  termo: string | null
}) {
  const [form, fields] = useSchemaForm(novoCargoForm, forms, {
    id: "novo-cargo",
    lastResult,
    defaultValue: { tipo: "diretoria", inicio_mandato: novoMandato.inicio, fim_mandato: novoMandato.fim },
  })
  return (
    <PanelForm form={form} className="grid gap-4 sm:grid-cols-2" upload>
      <PessoaChoice meta={fields.idCadGeral} pessoas={pessoas} termo={termo} className="sm:col-span-2" />
      <CargoFields fields={fields} cargo={null} />
      <div className="sm:col-span-2">
        <SubmitButton name="intent" value={"novo" satisfies Intent} pendingLabel="Salvando...">
          Criar cargo
        </SubmitButton>
      </div>
    </PanelForm>
  )
}

/** 'Editar Cargo': everything but the person. */
export function EditarCargoForm({
  cargo,
  forms,
  lastResult,
}: {
  cargo: Cargo
  forms: CargoForms
  lastResult: Result
}) {
  const [form, fields] = useSchemaForm(cargoForm, forms, {
    id: `cargo-${cargo.id}`,
    lastResult,
    defaultValue: {
      tipo: cargo.tipo,
      ...cargoFormValues(cargo.cargo),
      inicio_mandato: toISODate(cargo.inicio_mandato),
      fim_mandato: toISODate(cargo.fim_mandato),
      telefone: cargo.telefone,
      email: cargo.email,
    },
  })
  return (
    <PanelForm form={form} className="grid gap-4 sm:grid-cols-2" upload>
      <input type="hidden" name="id" value={cargo.id} />
      <p className="sm:col-span-2">
        <span className="text-sm font-medium text-gray-800">Pessoa</span>
        <span className="block font-semibold">{cargo.nome}</span>
      </p>
      <CargoFields fields={fields} cargo={cargo} />
      <div className="sm:col-span-2">
        <SubmitButton name="intent" value={"editar" satisfies Intent} pendingLabel="Salvando...">
          Salvar
        </SubmitButton>
      </div>
    </PanelForm>
  )
}
