// An election's slates and 'Registrar chapa' (docs/decisions/elections.md): each slate as 'Chapa 1 —
// Renovação' with the person on each seat and 'Excluir' while the vote has not opened; the form, a
// name and one `<select>` of the members able to vote per seat of the item's bodies, PocketBase's
// refusal above it with the values kept.
import type { SubmissionResult } from "@conform-to/react"
import { Form } from "@remix-run/react"
import { CARGO_LABELS, TIPO_LABELS } from "@veteranos/domain/cargos"
import { chapaTitulo } from "@veteranos/domain/eleicoes"
import { SubmitButton } from "~/components/ui/button"
import { Field } from "~/components/ui/field"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"
import type { chapasIntents } from "./chapas-actions.server"
import { chapaForm } from "./chapa.forms"
import { assentosOf, campoPessoa } from "./chapa.schema"

type Intent = IntentOf<typeof chapasIntents>

export type Chapa = {
  id: string
  numero: number
  nome: string
  membros: Array<{ nome: string; cargo: string; tipo: string }>
}

export type Pessoa = { id: string; nome: string }

const cargoLabel = (cargo: string) => CARGO_LABELS[cargo as keyof typeof CARGO_LABELS] ?? cargo

export function ChapaCard({ chapa, podeExcluir }: { chapa: Chapa; podeExcluir: boolean }) {
  const titulo = chapaTitulo(chapa.numero, chapa.nome)
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4" data-testid="chapa">
      <h3 className="text-lg font-semibold break-words text-marca-900">{titulo}</h3>
      <dl className="mt-2 grid gap-1 text-sm">
        {chapa.membros.map((membro, index) => (
          <div key={`${membro.cargo}-${index}`} className="flex flex-wrap gap-x-2">
            <dt className="text-gray-700">{cargoLabel(membro.cargo)}:</dt>
            <dd className="font-medium break-words text-gray-900">{membro.nome}</dd>
          </div>
        ))}
      </dl>
      {podeExcluir ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="id" value={chapa.id} />
          <SubmitButton
            name="intent"
            value={"excluir-chapa" satisfies Intent}
            pendingLabel="Excluindo..."
            variant="danger-outline"
          >
            Excluir<span className="sr-only"> {titulo}</span>
          </SubmitButton>
        </Form>
      ) : null}
    </li>
  )
}

/** A refused form's answer when it was this item's (each election draws its own copy of the form). */
const doItem = (result: SubmissionResult<string[]> | undefined, item: string) =>
  result?.initialValue?.item === item ? result : undefined

export function RegistrarChapa({
  item,
  orgaos,
  pessoas,
  forms,
  lastResult,
}: {
  item: string
  orgaos: string[]
  pessoas: Pessoa[]
  forms: SentForms<typeof chapaForm>
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm(chapaForm, forms, {
    id: `chapa-${item}`,
    lastResult: doItem(lastResult, item),
  })
  const opcoes = [
    { value: "", label: "— Escolha —" },
    ...pessoas.map((pessoa) => ({ value: pessoa.id, label: pessoa.nome })),
  ]
  const assentos = assentosOf(orgaos)
  return (
    <PanelForm form={form} className="mt-4 grid gap-4 rounded-lg border border-gray-200 bg-white p-4">
      <h3 className="text-lg font-semibold text-marca-900">Registrar chapa</h3>
      <input type="hidden" name="item" value={item} />
      <Field label="Nome da chapa" meta={fields.nome} hint="Por exemplo: Renovação." />
      {(Object.keys(TIPO_LABELS) as Array<keyof typeof TIPO_LABELS>)
        .filter((tipo) => orgaos.includes(tipo))
        .map((tipo) => (
          <fieldset key={tipo} className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-1 font-semibold text-gray-900">{TIPO_LABELS[tipo]}</legend>
            {assentos
              .filter((assento) => assento.tipo === tipo)
              .map((assento) => (
                <Field
                  key={assento.name}
                  as="select"
                  label={assento.label}
                  meta={fields[campoPessoa(assento)]!}
                  options={opcoes}
                />
              ))}
          </fieldset>
        ))}
      <div>
        <SubmitButton name="intent" value={"registrar-chapa" satisfies Intent} pendingLabel="Registrando...">
          Registrar chapa
        </SubmitButton>
      </div>
    </PanelForm>
  )
}
