// The president's intents on /painel/configuracoes: 'salvar' (the settings' one form, 303 or 400
// with every typed value kept) and the spaces' four (espacos-actions.server.ts). The route keeps
// the guard and hands the POST to their table, configuracoesIntents.
import { CAMPO_NOMES } from "@veteranos/domain/associacao"
import { failedWrite, RefusedWriteError } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { rethrowReconfirmation } from "~/panel/reconfirmacao.server"
import { errorMessage } from "~/utils/errors"
import { configuracoesForm } from "./configuracoes.forms"
import type { configuracoesSchema } from "./configuracoes.schema"
import { updateConfiguracoes } from "./configuracoes.server"
import { espacoForm } from "./espaco.forms"
import { espacoIdSchema, saveNome, setAtivo } from "./espacos-actions.server"

const PAGE = "/painel/configuracoes"

/** 'Salvar': the settings as the form says. */
async function save({ value, refuse, user }: IntentInput<typeof configuracoesSchema>) {
  try {
    // With the president's own token: PocketBase's rule and hook decide, whoever asks.
    await updateConfiguracoes(user.token, value)
  } catch (error) {
    // A new PIX key or beneficiary asks its author to confirm who they are first.
    rethrowReconfirmation(error)
    if (error instanceof RefusedWriteError) return refuse(error.reply(CAMPO_NOMES))
    console.error("Falha ao salvar as configurações:", errorMessage(error))
    const formErrors = ["Não foi possível salvar as configurações. Tente novamente."]
    return refuse({ formErrors }, failedWrite(error))
  }
  return redirectWithToast(PAGE, { type: "success", title: "Configurações salvas." })
}

/** The settings page's intents (app/panel/intents.server.ts). */
export const configuracoesIntents = {
  salvar: intent({ form: configuracoesForm, run: save }),
  "adicionar-espaco": intent({ form: espacoForm, run: saveNome(false) }),
  "renomear-espaco": intent({ form: espacoForm, run: saveNome(true) }),
  "desativar-espaco": intent({ form: espacoIdSchema, run: setAtivo(false) }),
  "reativar-espaco": intent({ form: espacoIdSchema, run: setAtivo(true) }),
}
