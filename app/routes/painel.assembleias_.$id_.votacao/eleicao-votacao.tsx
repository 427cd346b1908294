// An election item on the votes page (docs/decisions/elections.md): its bodies and term and its
// slates; before the vote, 'Abrir votação' once the votes started; while open, the turnout
// ('Votaram 12 de 23 aptos presentes'), 'Modo cabine' and 'Encerrar votação' (?acao=encerrar-votacao,
// a question first); once closed, the count and what follows it (eleicao-apuracao.tsx).
import type { SubmissionResult } from "@conform-to/react"
import { Form, Link, useLocation } from "@remix-run/react"
import { cargoLabel } from "@veteranos/domain/cargos"
import { turnoutLine } from "@veteranos/domain/eleicoes"
import { buttonClass, SubmitButton } from "~/components/ui/button"
import { ConfirmDialog, dialogHref } from "~/components/ui/dialog"
import { assembleiaPagePath, eleicaoLinha } from "~/features/assembleias/assembleias"
import { formatDate } from "~/utils/format"
import type { SentForms } from "~/forms/define-form"
import type { IntentOf } from "~/panel/intents.server"
import { EleicaoApuracao } from "./eleicao-apuracao"
import type { ChapaDaVotacao, EleicaoDaVotacao } from "./eleicao-tipos"
import type { votacaoIntents } from "./votacao-actions.server"
import type { desempateForm } from "./votacao.forms"

type Intent = IntentOf<ReturnType<typeof votacaoIntents>>

function Chapas({ chapas, rodada }: { chapas: ChapaDaVotacao[]; rodada: number }) {
  return (
    <ul className="mt-3 grid gap-2" aria-label="Chapas">
      {chapas.map((chapa) => (
        <li key={chapa.id}>
          <details className="rounded-md border border-gray-200 px-3">
            <summary className="flex min-h-11 cursor-pointer items-center font-medium break-words text-gray-900">
              {chapa.titulo}
              {rodada > 1 && !chapa.elegivel ? " (fora do novo turno)" : ""}
            </summary>
            <ul className="pb-3 text-sm text-gray-800">
              {chapa.membros.map((membro, index) => (
                <li key={`${membro.cargo}-${index}`}>
                  {cargoLabel(membro.cargo)}: {membro.nome}
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  )
}

export function EleicaoVotacao({
  assembleia,
  eleicao,
  aberta,
  instalada,
  dialog,
  forms,
  lastResult,
}: {
  assembleia: string
  eleicao: EleicaoDaVotacao
  /** The assembly is open. */
  aberta: boolean
  /** The votes have started. */
  instalada: boolean
  dialog: { acao: string; id?: string | null } | null
  forms: SentForms<typeof desempateForm>
  lastResult?: SubmissionResult<string[]>
}) {
  const { search } = useLocation()
  const { item, chapas, votacao } = eleicao
  const base = assembleiaPagePath(assembleia)
  const turno = eleicao.rodada > 1 ? ` · ${eleicao.rodada}º turno` : ""
  return (
    <div data-testid="eleicao">
      <p className="text-sm text-gray-700">{eleicaoLinha(item)}</p>
      {chapas.length > 0 ? (
        <Chapas chapas={chapas} rodada={eleicao.rodada} />
      ) : (
        <p className="mt-3 text-gray-700">
          Nenhuma chapa registrada.{" "}
          {aberta ? (
            <Link to={`${base}/chapas`} className="font-semibold text-marca-800 underline">
              Registrar chapas
            </Link>
          ) : null}
        </p>
      )}
      {votacao === "fechada" && aberta ? (
        instalada ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="id" value={item.id} />
            <SubmitButton name="intent" value={"abrir-votacao" satisfies Intent} pendingLabel="Abrindo...">
              Abrir votação
            </SubmitButton>
          </Form>
        ) : (
          <p className="mt-3 text-gray-700">Comece as votações para abrir esta eleição.</p>
        )
      ) : null}
      {votacao === "aberta" ? (
        <>
          <p className="mt-4 text-base font-semibold text-gray-900" data-testid="comparecimento">
            {turnoutLine(eleicao.votantes, eleicao.presentesAptos)}
            {turno}
          </p>
          {aberta ? (
            <div className="mt-3 flex flex-wrap gap-3">
              <Link
                to={`${base}/cabine?item=${encodeURIComponent(item.id)}`}
                className={buttonClass("secondary")}
              >
                Modo cabine
              </Link>
              <Link
                to={dialogHref(search, "encerrar-votacao", item.id)}
                preventScrollReset
                className={buttonClass("primary")}
              >
                Encerrar votação
              </Link>
            </div>
          ) : null}
        </>
      ) : null}
      {votacao === "encerrada" && eleicao.apuracao ? (
        <EleicaoApuracao
          eleicao={eleicao}
          apuracao={eleicao.apuracao}
          aberta={aberta}
          forms={forms}
          lastResult={lastResult}
        />
      ) : null}
      {aberta && votacao === "aberta" && dialog?.acao === "encerrar-votacao" && dialog.id === item.id ? (
        <ConfirmDialog
          title="Encerrar votação"
          question={`${turnoutLine(eleicao.votantes, eleicao.presentesAptos)}. Depois de encerrada, ninguém mais vota e a apuração é mostrada.`}
          intent={"encerrar-votacao" satisfies Intent}
          id={item.id}
          confirmLabel="Encerrar votação"
          pendingLabel="Encerrando..."
          closeLabel="Voltar"
        />
      ) : null}
      {dialog?.acao === "posse" && dialog.id === item.id && item.chapa_eleita && !item.posse_em ? (
        <ConfirmDialog
          title="Dar posse"
          question={posseQuestion(item.mandato_inicio, item.mandato_fim)}
          intent={"posse" satisfies Intent}
          id={item.id}
          confirmLabel="Dar posse"
          pendingLabel="Dando posse..."
        />
      ) : null}
    </div>
  )
}

/** 'Cria os cargos da chapa eleita com mandato de 01/01/2027 a 31/12/2029 e encerra os atuais na véspera.' */
function posseQuestion(inicio: string, fim: string) {
  return `Cria os cargos da chapa eleita com mandato de ${formatDate(inicio)} a ${formatDate(fim)} e encerra os atuais na véspera.`
}
