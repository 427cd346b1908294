// The votes page's intents: 'instalar' starts the votes (PocketBase decides on which call, or refuses
// without the first call's quorum before the second call's time), 'votar' records or corrects an
// item's vote (400 beside its form with the values kept when PocketBase refuses the counts),
// 'observacoes' saves an item's notes for the minutes, 'encerrar' closes the assembly for good. Each
// answers 303 back to the page (at the item) with the flash message
// (docs/decisions/general-assembly.md#an-assembly-moves-forward-only-through-pocketbases-routes); an
// election item's are eleicao-actions.server.ts's.
import { CHAMADA_LABELS, RESULTADO_LABELS } from "@veteranos/domain/assembleias"
import {
  AssembleiaRecusadaError,
  closeAssembleia,
  installAssembleia,
  noteItem,
  voteItem,
} from "~/features/assembleias/assembleias.server"
import { byIdSchema } from "~/forms/fields"
import { failedWrite } from "~/http/pocketbase.server"
import { redirectAfterFailedWrite, redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { errorMessage } from "~/utils/errors"
import { listAddress } from "~/utils/list-params"
import { eleicaoIntents } from "./eleicao-actions.server"
import { observacoesForm, votoForm } from "./votacao.forms"
import type { observacoesSchema, votoSchema } from "./votacao.schema"

/** The page without its dialog, at the item acted on. */
const backTo = (request: Request, item?: string) =>
  `${listAddress(request.url)}${item ? `#item-${item}` : ""}`

/** A step on the whole assembly: 303 with `done`'s message, or with PocketBase's reason. */
function step(
  assembleia: string,
  run: typeof installAssembleia,
  done: (answer: Record<string, unknown>) => string,
) {
  return async ({ user, request }: IntentInput<typeof byIdSchema>) => {
    const back = backTo(request)
    try {
      return redirectWithToast(back, { type: "success", title: done(await run(user.token, assembleia)) })
    } catch (error) {
      if (error instanceof AssembleiaRecusadaError)
        return redirectWithToast(back, { type: "error", title: error.message })
      return redirectAfterFailedWrite(back, "a assembleia", error)
    }
  }
}

const iniciadas = (answer: Record<string, unknown>) => {
  const chamada = CHAMADA_LABELS[answer.chamada as keyof typeof CHAMADA_LABELS]
  return chamada ? `Votações iniciadas na ${chamada}.` : "Votações iniciadas."
}

async function vote({ value, user, request, refuse }: IntentInput<typeof votoSchema>) {
  const { item, ...votos } = value
  try {
    const answer = await voteItem(user.token, item, votos)
    const resultado = RESULTADO_LABELS[answer.resultado as keyof typeof RESULTADO_LABELS]
    const title = resultado ? `Votação registrada: ${resultado}.` : "Votação registrada."
    return redirectWithToast(backTo(request, item), { type: "success", title })
  } catch (error) {
    if (error instanceof AssembleiaRecusadaError) return refuse({ formErrors: [error.message] })
    console.error("Falha ao registrar a votação:", errorMessage(error))
    return refuse(
      { formErrors: ["Não foi possível registrar a votação. Tente novamente."] },
      failedWrite(error),
    )
  }
}

async function note({ value, user, request, refuse }: IntentInput<typeof observacoesSchema>) {
  try {
    await noteItem(user.token, value.item, value.observacoes ?? "")
    return redirectWithToast(backTo(request, value.item), { type: "success", title: "Observações salvas." })
  } catch (error) {
    if (error instanceof AssembleiaRecusadaError) return refuse({ formErrors: [error.message] })
    console.error("Falha ao salvar as observações:", errorMessage(error))
    return refuse(
      { formErrors: ["Não foi possível salvar as observações. Tente novamente."] },
      failedWrite(error),
    )
  }
}

/** The votes page's intents on the address's assembly. */
export const votacaoIntents = (assembleia: string) => ({
  instalar: intent({
    capability: "manageAssembleias",
    form: byIdSchema,
    run: step(assembleia, installAssembleia, iniciadas),
  }),
  votar: intent({ capability: "manageAssembleias", form: votoForm, run: vote }),
  observacoes: intent({ capability: "manageAssembleias", form: observacoesForm, run: note }),
  encerrar: intent({
    capability: "manageAssembleias",
    form: byIdSchema,
    run: step(assembleia, closeAssembleia, () => "Assembleia encerrada."),
  }),
  ...eleicaoIntents,
})
