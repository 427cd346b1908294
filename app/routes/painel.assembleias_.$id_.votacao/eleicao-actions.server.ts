// The votes page's intents on an election item (docs/decisions/elections.md): 'abrir-votacao',
// 'encerrar-votacao' (after its confirmation), 'nova-rodada' after a tie, 'desempate' (the tied
// slate the statute's rule elects, refused beside its form with the values kept) and 'posse' (after
// its confirmation). Each is one of PocketBase's routes, answered 303 back to the item with the
// flash message, or with PocketBase's reason.
import { AssembleiaRecusadaError } from "~/features/assembleias/assembleias.server"
import {
  breakTie,
  closeVoting,
  installSlate,
  newRound,
  openVoting,
} from "~/features/assembleias/eleicoes.server"
import { byIdSchema } from "~/forms/fields"
import { failedWrite } from "~/http/pocketbase.server"
import { redirectAfterFailedWrite, redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { errorMessage } from "~/utils/errors"
import { listAddress } from "~/utils/list-params"
import { desempateForm } from "./votacao.forms"
import type { desempateSchema } from "./votacao.schema"

type Resposta = Record<string, unknown>

/** The page without its dialog, at the item. */
const backTo = (request: Request, item: string) => `${listAddress(request.url)}#item-${item}`

/** A step on the item `id`: 303 with `done`'s message, or with PocketBase's reason. */
function step(
  run: (token: string, item: string) => Promise<Resposta>,
  done: (answer: Resposta) => { title: string; description?: string },
) {
  return async ({ value, user, request }: IntentInput<typeof byIdSchema>) => {
    const back = backTo(request, value.id)
    try {
      return redirectWithToast(back, { type: "success", ...done(await run(user.token, value.id)) })
    } catch (error) {
      if (error instanceof AssembleiaRecusadaError)
        return redirectWithToast(back, { type: "error", title: error.message })
      return redirectAfterFailedWrite(back, "a eleição", error)
    }
  }
}

async function desempate({ value, user, request, refuse }: IntentInput<typeof desempateSchema>) {
  try {
    await breakTie(user.token, value.item, value.chapa, value.texto)
  } catch (error) {
    if (error instanceof AssembleiaRecusadaError) return refuse({ formErrors: [error.message] })
    console.error("Falha ao registrar o desempate:", errorMessage(error))
    return refuse(
      { formErrors: ["Não foi possível registrar o desempate. Tente novamente."] },
      failedWrite(error),
    )
  }
  return redirectWithToast(backTo(request, value.item), { type: "success", title: "Desempate registrado." })
}

export const eleicaoIntents = {
  "abrir-votacao": intent({
    capability: "manageAssembleias",
    form: byIdSchema,
    run: step(openVoting, () => ({
      title: "Votação aberta.",
      description: "Os associados presentes e aptos já podem votar no celular.",
    })),
  }),
  "encerrar-votacao": intent({
    capability: "manageAssembleias",
    form: byIdSchema,
    run: step(closeVoting, (answer) => ({
      title: answer.vencedora ? "Votação encerrada: chapa eleita." : "Votação encerrada: empate.",
    })),
  }),
  "nova-rodada": intent({
    capability: "manageAssembleias",
    form: byIdSchema,
    run: step(newRound, (answer) => ({
      title: `Nova votação aberta (${typeof answer.rodada === "number" ? answer.rodada : 2}º turno).`,
    })),
  }),
  desempate: intent({ capability: "manageAssembleias", form: desempateForm, run: desempate }),
  posse: intent({
    capability: "manageAssembleias",
    form: byIdSchema,
    run: step(installSlate, () => ({
      title: "Posse dada.",
      description: "Os cargos da chapa eleita estão em Diretoria.",
    })),
  }),
}
