// The intents of /painel/reconfirmar (docs/decisions/two-step-login.md#re-confirmation):
// 'reconfirmar' (the password and the code: 303 back to the page that asked, `voltar`, or 400 with
// PocketBase's message beside its field, 429 with the wait) and 'enviar-codigo' (an e-mailed code,
// 303 back here). The route keeps the guard and hands the POST to this table.
import { MENSAGENS, TIPO_RECUPERACAO } from "@veteranos/domain/seguranca"
import { safeRedirect, type PanelUser } from "~/auth/guards.server"
import { z } from "~/forms/zod"
import { failedWrite, isTooManyRequests, RefusedWriteError } from "~/http/pocketbase.server"
import { redirectAfterFailedWrite, redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { pageOf } from "~/panel/reconfirmacao.server"
import { errorMessage } from "~/utils/errors"
import { reconfirmarForm } from "./reconfirmar.forms"
import type { reconfirmarSchema } from "./reconfirmar.schema"
import { sendOwnCode } from "~/auth/segunda-etapa.server"
import { reconfirm } from "./reconfirmar.server"

/** Whoever has a second step, or holds a seat, gives its code too (PocketBase asks the same). */
export const asksForCode = (user: PanelUser) => user.segundaEtapa !== "" || user.segundaEtapaObrigatoria

/** Where the person goes back to repeat the change: a path of this site only. */
export const voltarOf = (url: string) => safeRedirect(new URL(url).searchParams.get("voltar"))

const FIELDS = ["senha", "codigo"]

async function confirm({ value, refuse, user, request }: IntentInput<typeof reconfirmarSchema>) {
  if (asksForCode(user) && !value.codigo) {
    const message = value.tipo === TIPO_RECUPERACAO ? "Digite o código de recuperação" : MENSAGENS.digite
    return refuse({ fieldErrors: { codigo: [message] } })
  }
  try {
    await reconfirm(user.token, value)
  } catch (error) {
    if (error instanceof RefusedWriteError) return refuse(error.reply(FIELDS))
    if (isTooManyRequests(error)) return refuse({ formErrors: [MENSAGENS.muitasFalhas] }, 429)
    console.error("Falha ao reconfirmar:", errorMessage(error))
    return refuse({ formErrors: ["Não foi possível confirmar. Tente novamente."] }, failedWrite(error))
  }
  return redirectWithToast(
    voltarOf(request.url),
    {
      type: "success",
      title: "Identidade confirmada",
      description: "Repita a alteração: a confirmação vale por 10 minutos.",
    },
    // A whole page load: `voltar` may be a file (the members' CSV), which no client navigation opens.
    { headers: { "X-Remix-Reload-Document": "true" } },
  )
}

/** 'Enviar código por e-mail' sends nothing but its intent. */
const nothingSchema = z.object({})

async function sendCode({ user, request }: IntentInput<typeof nothingSchema>) {
  const here = pageOf(request)
  try {
    await sendOwnCode(user.token)
  } catch (error) {
    return redirectAfterFailedWrite(here, "o envio do código por e-mail", error)
  }
  return redirectWithToast(here, {
    type: "success",
    title: "Código enviado",
    description: "Enviamos um código de 6 dígitos para o seu e-mail. Ele vale por 10 minutos.",
  })
}

/** The page's intents (app/panel/intents.server.ts). */
export const reconfirmarIntents = {
  reconfirmar: intent({ form: reconfirmarForm, hideFields: ["senha"], run: confirm }),
  "enviar-codigo": intent({ form: nothingSchema, run: sendCode }),
}
