// One agenda item at the assembly: its number, title and kind; a voted item ('deliberação',
// 'contas') its form ('Forma', 'A favor', 'Contra', 'Abstenções', 'Registrar votação') until voted,
// then its result with 'Corrigir' (?acao=corrigir&id=<item>) until the assembly closes; an 'informe'
// only its title; an 'eleição' its secret ballot (eleicao-votacao.tsx, given as children). Every item has its 'Observações' for the minutes.
import type { SubmissionResult } from "@conform-to/react"
import type { ReactNode } from "react"
import { Link, useLocation } from "@remix-run/react"
import { FORMA_LABELS, FORMAS, ITEM_TIPO_LABELS, RESULTADO_LABELS } from "@veteranos/domain/assembleias"
import { SubmitButton } from "~/components/ui/button"
import { dialogHref } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import type { AssembleiaItem } from "~/features/assembleias/assembleias"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"
import { plural } from "~/utils/format"
import type { votacaoIntents } from "./votacao-actions.server"
import { observacoesForm, votoForm } from "./votacao.forms"

type Intent = IntentOf<ReturnType<typeof votacaoIntents>>
type Forms = SentForms<typeof votoForm | typeof observacoesForm>

/** A refused form's answer when it was this item's (each item draws its own copy of the forms). */
const doItem = (result: SubmissionResult<string[]> | undefined, item: string) =>
  result?.initialValue?.item === item ? result : undefined

const FORMA_OPCOES = [...FORMAS].reverse().map((value) => ({
  value,
  label: FORMA_LABELS[value].charAt(0).toUpperCase() + FORMA_LABELS[value].slice(1),
}))

/** 'Aprovado', then how: by acclamation, or the counts of the show of hands. */
function Resultado({ item }: { item: AssembleiaItem }) {
  if (!item.resultado) return null
  const contado = item.forma === "aberta" || item.a_favor + item.contra + item.abstencoes > 0
  return (
    <p className="mt-3 text-base" data-testid="resultado">
      <strong className={item.resultado === "aprovado" ? "text-green-800" : "text-red-800"}>
        {RESULTADO_LABELS[item.resultado]}
      </strong>
      {item.forma ? ` ${FORMA_LABELS[item.forma]}` : ""}
      {contado
        ? `: ${item.a_favor} a favor, ${item.contra} contra, ${plural(item.abstencoes, "abstenção", "abstenções")}.`
        : "."}
    </p>
  )
}

function VotoForm({
  item,
  forms,
  lastResult,
}: {
  item: AssembleiaItem
  forms: Forms
  lastResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useSchemaForm(votoForm, forms, {
    id: `voto-${item.id}`,
    lastResult: doItem(lastResult, item.id),
    defaultValue: {
      forma: item.forma || "aberta",
      a_favor: item.forma ? String(item.a_favor) : "",
      contra: item.forma ? String(item.contra) : "",
      abstencoes: item.forma ? String(item.abstencoes) : "",
    },
  })
  return (
    <PanelForm form={form} className="mt-3 grid gap-3">
      <input type="hidden" name="item" value={item.id} />
      <Field as="select" label="Forma" meta={fields.forma} options={FORMA_OPCOES} />
      <div className="grid grid-cols-3 gap-2">
        <Field label="A favor" meta={fields.a_favor} type="number" inputMode="numeric" min={0} />
        <Field label="Contra" meta={fields.contra} type="number" inputMode="numeric" min={0} />
        <Field label="Abstenções" meta={fields.abstencoes} type="number" inputMode="numeric" min={0} />
      </div>
      <SubmitButton
        name="intent"
        value={"votar" satisfies Intent}
        pendingLabel="Registrando..."
        className="justify-self-start"
      >
        Registrar votação
      </SubmitButton>
    </PanelForm>
  )
}

function ObservacoesForm({
  item,
  forms,
  lastResult,
}: {
  item: AssembleiaItem
  forms: Forms
  lastResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useSchemaForm(observacoesForm, forms, {
    id: `observacoes-${item.id}`,
    lastResult: doItem(lastResult, item.id),
    defaultValue: { observacoes: item.observacoes },
  })
  return (
    <PanelForm form={form} className="mt-4 grid gap-2">
      <input type="hidden" name="item" value={item.id} />
      <Field as="textarea" label="Observações" meta={fields.observacoes} rows={3} />
      <SubmitButton
        name="intent"
        value={"observacoes" satisfies Intent}
        pendingLabel="Salvando..."
        variant="secondary"
        className="justify-self-start"
      >
        Salvar observações
      </SubmitButton>
    </PanelForm>
  )
}

export function ItemVotacao({
  item,
  aberta,
  instalada,
  corrigindo,
  forms,
  lastResults,
  children,
}: {
  item: AssembleiaItem
  /** The assembly is open: its items may still change. */
  aberta: boolean
  /** The votes have started. */
  instalada: boolean
  /** 'Corrigir' was tapped on this item. */
  corrigindo: boolean
  forms: Forms
  lastResults: { votar?: SubmissionResult<string[]>; observacoes?: SubmissionResult<string[]> }
  /** An election's own part (eleicao-votacao.tsx), in place of the show of hands. */
  children?: ReactNode
}) {
  const { search } = useLocation()
  // An election is a secret ballot: its part is the children's, not the show of hands' form.
  const votado = item.tipo !== "informe" && item.tipo !== "eleicao"
  const refused = doItem(lastResults.votar, item.id)
  const showForm = aberta && instalada && votado && (!item.resultado || corrigindo || refused)
  return (
    <li
      id={`item-${item.id}`}
      className="scroll-mt-4 rounded-lg border border-marca-200 bg-white p-4 shadow-sm"
    >
      <h2 className="text-lg font-semibold break-words text-marca-900">
        {item.ordem}. {item.titulo}
      </h2>
      <p className="text-sm text-gray-700">
        {ITEM_TIPO_LABELS[item.tipo]}
        {item.tipo === "contas" && item.ano ? ` de ${item.ano}` : ""}
        {item.qualificada ? " · exige maioria qualificada" : ""}
      </p>
      {children}
      {showForm ? (
        <VotoForm item={item} forms={forms} lastResult={lastResults.votar} />
      ) : votado && item.resultado ? (
        <div className="flex flex-wrap items-center gap-x-4">
          <Resultado item={item} />
          {aberta ? (
            <Link
              to={dialogHref(search, "corrigir", item.id)}
              preventScrollReset
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-marca-800 underline"
            >
              Corrigir<span className="sr-only"> a votação de {item.titulo}</span>
            </Link>
          ) : null}
        </div>
      ) : votado ? (
        <p className="mt-3 text-gray-700">
          {aberta ? "Comece as votações para registrar os votos deste item." : "Não votado."}
        </p>
      ) : null}
      {aberta ? (
        <ObservacoesForm item={item} forms={forms} lastResult={lastResults.observacoes} />
      ) : item.observacoes ? (
        <p className="mt-3 break-words whitespace-pre-line text-gray-800">
          <span className="font-semibold">Observações:</span> {item.observacoes}
        </p>
      ) : null}
    </li>
  )
}
