// The consent page's intents: 'consentir' (a child's form: the data consent ticked, the image's as
// chosen) and 'recusar' (the explicit refusal, after its question: the enrolment ends). Both answer
// 303 to 'Meus filhos'; while another child's consent is owed, the panel sends the guardian back
// here (routes/painel/responsavel.server.ts).
import { CONSENTIMENTO_MENSAGENS } from "@veteranos/domain/escolinha-consentimento"
import { PAINEL_AREAS } from "~/auth/permissions"
import { byIdSchema } from "~/forms/fields"
import { failedWrite } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { errorMessage } from "~/utils/errors"
import { consentimentoForm } from "./consentimento.forms"
import type { consentimentoSchema } from "./consentimento.schema"
import { recordConsentimento } from "./consentimento.server"

const NAO_REGISTRADO = "Não foi possível registrar as autorizações. Tente novamente."

async function consent({ value, refuse, user }: IntentInput<typeof consentimentoSchema>) {
  try {
    await recordConsentimento(user.token, value.id, { dados: true, imagem: value.imagem === "on" })
  } catch (error) {
    console.error("Falha ao registrar consentimento:", errorMessage(error))
    return refuse({ formErrors: [NAO_REGISTRADO] }, failedWrite(error))
  }
  return redirectWithToast(PAINEL_AREAS.filhos.path, {
    type: "success",
    title: CONSENTIMENTO_MENSAGENS.registrado,
  })
}

async function refuseAll({ value, user }: IntentInput<typeof byIdSchema>) {
  try {
    await recordConsentimento(user.token, value.id, { dados: false, imagem: false })
  } catch (error) {
    console.error("Falha ao registrar a recusa:", errorMessage(error))
    return redirectWithToast(PAINEL_AREAS.filhos.path, { type: "error", title: NAO_REGISTRADO })
  }
  return redirectWithToast(PAINEL_AREAS.filhos.path, {
    type: "success",
    title: CONSENTIMENTO_MENSAGENS.dadosRetirados,
  })
}

export const consentimentoIntents = {
  consentir: intent({ form: consentimentoForm, run: consent }),
  recusar: intent({ form: byIdSchema, run: refuseAll }),
}
