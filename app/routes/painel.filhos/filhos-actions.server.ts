// The guardian's intents on 'Meus filhos': 'retirar-dados', 'retirar-imagem' (a consent, after its question), 'corrigir'
// (the child's name and birth date, refused beside its fields), 'excluir' (the child's data erased
// now, after its question). Each answers 303 back to the page with a flash message.
import { CONSENTIMENTO_MENSAGENS, type ConsentimentoTipo } from "@veteranos/domain/escolinha-consentimento"
import { PAINEL_AREAS } from "~/auth/permissions"
import { byIdSchema } from "~/forms/fields"
import { failedWrite, RefusedWriteError, refusedWriteOr } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { errorMessage } from "~/utils/errors"
import { corrigirFilhoForm } from "./filhos.forms"
import type { corrigirFilhoSchema } from "./filhos.schema"
import { correctFilho, deleteFilho, withdrawConsentimento } from "./filhos.server"

const PAGE = PAINEL_AREAS.filhos.path

/** 'Retirar autorização' of one consent: the dialog's button names it in its intent. */
const withdraw =
  (tipo: ConsentimentoTipo) =>
  async ({ value, user }: IntentInput<typeof byIdSchema>) => {
    try {
      await withdrawConsentimento(user.token, value.id, tipo)
    } catch (error) {
      console.error("Falha ao retirar autorização:", errorMessage(error))
      return redirectWithToast(PAGE, {
        type: "error",
        title: "Não foi possível retirar a autorização. Tente novamente.",
      })
    }
    const { dadosRetirados, imagemRetirada } = CONSENTIMENTO_MENSAGENS
    return redirectWithToast(PAGE, {
      type: "success",
      title: tipo === "dados" ? dadosRetirados : imagemRetirada,
    })
  }

async function correct({ value, refuse, user }: IntentInput<typeof corrigirFilhoSchema>) {
  try {
    await correctFilho(user.token, value.id, { nome: value.nome, data_nascimento: value.data_nascimento })
  } catch (error) {
    const refused = refusedWriteOr(error)
    if (refused instanceof RefusedWriteError) return refuse(refused.reply(["nome", "data_nascimento"]))
    console.error("Falha ao corrigir dados do aluno:", errorMessage(error))
    return refuse(
      { formErrors: ["Não foi possível corrigir os dados. Tente novamente."] },
      failedWrite(error),
    )
  }
  return redirectWithToast(PAGE, { type: "success", title: "Dados corrigidos." })
}

async function erase({ value, user }: IntentInput<typeof byIdSchema>) {
  try {
    await deleteFilho(user.token, value.id)
  } catch (error) {
    console.error("Falha ao excluir dados do aluno:", errorMessage(error))
    return redirectWithToast(PAGE, {
      type: "error",
      title: "Não foi possível excluir os dados. Tente novamente.",
    })
  }
  return redirectWithToast(PAGE, { type: "success", title: "Dados da criança excluídos." })
}

export const filhosIntents = {
  "retirar-dados": intent({ form: byIdSchema, run: withdraw("dados") }),
  "retirar-imagem": intent({ form: byIdSchema, run: withdraw("imagem") }),
  corrigir: intent({ form: corrigirFilhoForm, run: correct }),
  excluir: intent({ form: byIdSchema, run: erase }),
}
