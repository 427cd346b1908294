// A closed election's count on the votes page (docs/decisions/elections.md): each slate's votes,
// 'Em branco', 'Nulo' and the turnout; then the elected slate, or 'Empate' with 'Registrar desempate'
// (a tied slate and the statute's rule as text) or 'Nova votação (2º turno)'; with a slate elected,
// 'Dar posse' (?acao=posse, a question first), then 'Posse dada em dd/mm/aaaa'.
import type { SubmissionResult } from "@conform-to/react"
import { Form, Link, useLocation } from "@remix-run/react"
import { ESCOLHA_LABELS, turnoutLine } from "@veteranos/domain/eleicoes"
import { buttonClass, SubmitButton } from "~/components/ui/button"
import { dialogHref } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"
import { formatDayOf, plural } from "~/utils/format"
import type { Apuracao } from "~/features/assembleias/assembleias"
import type { EleicaoDaVotacao } from "./eleicao-tipos"
import type { votacaoIntents } from "./votacao-actions.server"
import { desempateForm } from "./votacao.forms"

type Intent = IntentOf<ReturnType<typeof votacaoIntents>>

function Desempate({
  eleicao,
  empate,
  forms,
  lastResult,
}: {
  eleicao: EleicaoDaVotacao
  empate: string[]
  forms: SentForms<typeof desempateForm>
  lastResult?: SubmissionResult<string[]>
}) {
  const item = eleicao.item.id
  const [form, fields] = useSchemaForm(desempateForm, forms, {
    id: `desempate-${item}`,
    lastResult: lastResult?.initialValue?.item === item ? lastResult : undefined,
  })
  const opcoes = eleicao.chapas
    .filter((chapa) => empate.includes(chapa.id))
    .map((chapa) => ({ value: chapa.id, label: chapa.titulo }))
  return (
    <>
      <PanelForm form={form} className="mt-3 grid gap-3">
        <h3 className="font-semibold text-gray-900">Registrar desempate</h3>
        <input type="hidden" name="item" value={item} />
        <Field
          as="select"
          label="Chapa eleita no desempate"
          meta={fields.chapa}
          options={[{ value: "", label: "— Escolha —" }, ...opcoes]}
        />
        <Field
          as="textarea"
          label="Regra do estatuto aplicada"
          meta={fields.texto}
          rows={3}
          hint="Por exemplo: art. 25, eleita a chapa cujo candidato a presidente é o associado mais antigo."
        />
        <SubmitButton
          name="intent"
          value={"desempate" satisfies Intent}
          pendingLabel="Registrando..."
          className="justify-self-start"
        >
          Registrar desempate
        </SubmitButton>
      </PanelForm>
      <Form method="post" className="mt-4 border-t border-gray-200 pt-4">
        <input type="hidden" name="id" value={item} />
        <SubmitButton
          name="intent"
          value={"nova-rodada" satisfies Intent}
          pendingLabel="Abrindo..."
          variant="secondary"
        >
          Nova votação (2º turno)
        </SubmitButton>
      </Form>
    </>
  )
}

export function EleicaoApuracao({
  eleicao,
  apuracao,
  aberta,
  forms,
  lastResult,
}: {
  eleicao: EleicaoDaVotacao
  apuracao: Apuracao
  /** The assembly is open: a tie may still be broken. */
  aberta: boolean
  forms: SentForms<typeof desempateForm>
  lastResult?: SubmissionResult<string[]>
}) {
  const { search } = useLocation()
  const { item, chapas } = eleicao
  const eleita = chapas.find((chapa) => chapa.id === item.chapa_eleita)
  const turno = apuracao.rodada > 1 ? ` (${apuracao.rodada}º turno)` : ""
  return (
    <div className="mt-4" data-testid="apuracao">
      <h3 className="font-semibold text-gray-900">Apuração{turno}</h3>
      <ul className="mt-2 grid gap-1 text-gray-900">
        {chapas
          .filter((chapa) => chapa.id in apuracao.chapas)
          .map((chapa) => (
            <li key={chapa.id} className="break-words">
              {chapa.titulo}: <strong>{plural(apuracao.chapas[chapa.id] ?? 0, "voto", "votos")}</strong>
            </li>
          ))}
        <li>
          {ESCOLHA_LABELS.branco}: <strong>{apuracao.branco}</strong>
        </li>
        <li>
          {ESCOLHA_LABELS.nulo}: <strong>{apuracao.nulo}</strong>
        </li>
      </ul>
      <p className="mt-2 text-gray-800">{turnoutLine(apuracao.votantes, apuracao.presentesAptos)}</p>
      {eleita ? (
        <p className="mt-3 text-base" data-testid="eleita">
          Eleita: <strong className="text-green-800">{eleita.titulo}</strong>
        </p>
      ) : apuracao.empate.length > 0 ? (
        <p className="mt-3 text-base font-bold text-red-800">Empate</p>
      ) : null}
      {item.desempate ? (
        <p className="mt-2 break-words whitespace-pre-line text-gray-800">
          <span className="font-semibold">Desempate:</span> {item.desempate}
        </p>
      ) : null}
      {!eleita && apuracao.empate.length > 0 && aberta ? (
        <Desempate eleicao={eleicao} empate={apuracao.empate} forms={forms} lastResult={lastResult} />
      ) : null}
      {eleita && item.posse_em ? (
        <p className="mt-3 font-semibold text-gray-900" data-testid="posse">
          Posse dada em {formatDayOf(item.posse_em)}
        </p>
      ) : eleita ? (
        <Link
          to={dialogHref(search, "posse", item.id)}
          preventScrollReset
          className={buttonClass("primary", "mt-4")}
        >
          Dar posse
        </Link>
      ) : null}
    </div>
  )
}
