// The intent of /painel/assembleias: 'Nova Assembleia' saves a draft and goes (303) to its page with
// a flash, or answers 400 with the values kept and PocketBase's refusal beside its field. The route
// keeps the guard and hands the POST to this table (app/panel/intents.server.ts).
import { assembleiaForm } from "~/features/assembleias/assembleia.forms"
import type { assembleiaSchema } from "~/features/assembleias/assembleia.schema"
import { assembleiaPagePath } from "~/features/assembleias/assembleias"
import { createAssembleia } from "~/features/assembleias/rascunho.server"
import { failedWrite, RefusedWriteError } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { errorMessage } from "~/utils/errors"

const ERRO_SALVAR = "Não foi possível salvar a assembleia. Tente novamente."
const CAMPOS = ["tipo", "data", "hora", "modalidade", "local", "link", "instrucoes"]

async function createDraft({ value, refuse, user }: IntentInput<typeof assembleiaSchema>) {
  try {
    const id = await createAssembleia(user.token, value)
    return redirectWithToast(assembleiaPagePath(id), {
      type: "success",
      title: "Rascunho criado",
      description: "Inclua os itens da ordem do dia e publique o edital.",
    })
  } catch (error) {
    if (error instanceof RefusedWriteError) return refuse(error.reply(CAMPOS))
    console.error("Falha ao criar assembleia:", errorMessage(error))
    return refuse({ formErrors: [ERRO_SALVAR] }, failedWrite(error))
  }
}

export const assembleiasIntents = {
  nova: intent({ capability: "manageAssembleias", form: assembleiaForm, run: createDraft }),
}
