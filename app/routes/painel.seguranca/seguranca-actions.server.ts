// The intents of /painel/seguranca (docs/decisions/two-step-login.md): the second step's set-up
// ('iniciar-app' then 'confirmar-app', 'iniciar-email' then 'confirmar-email'), 'novos-codigos',
// 'desligar', 'senha', and the sessions' ('encerrar-sessao', 'encerrar-outras': sessoes.server.ts).
// A set-up's step and the recovery codes are the action's answer (200), never a flash message: the
// codes are kept nowhere but in the one page that shows them, and without JavaScript the answer
// carries the step to its next form. PocketBase's 403 asking for a re-confirmation goes on to the
// panel's dispatcher, which sends the person to confirm (app/panel/reconfirmacao.server.ts).
import { data } from "@remix-run/node"
import { changePassword, WrongPasswordError } from "~/auth/cadastro-geral.server"
import { SEGURANCA_PATH } from "~/auth/second-step-setup.server"
import { commitUserSession } from "~/auth/session.server"
import { endOtherSessions } from "~/auth/sessoes.server"
import { z } from "~/forms/zod"
import { ClientResponseError, failedWrite } from "~/http/pocketbase.server"
import { requireRecentReconfirmation } from "~/panel/reconfirmacao.server"
import { sendOwnCode } from "~/auth/segunda-etapa.server"
import { redirectAfterFailedWrite, redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { rethrowReconfirmation } from "~/panel/reconfirmacao.server"
import { errorMessage } from "~/utils/errors"
import * as segundaEtapa from "./segunda-etapa.server"
import { sessoesIntents } from "./sessoes.server"
import { codigoAppForm, codigoEmailForm, trocarSenhaForm } from "./seguranca.forms"
import type { codigoAppSchema, trocarSenhaSchema } from "./seguranca.schema"

const PAGE = SEGURANCA_PATH

/** PocketBase's own reason for refusing a code or a change (its 400, or 429 past the wrong codes' limit). */
function reasonOf(error: unknown): { message: string; status: number } | null {
  if (!(error instanceof ClientResponseError) || ![400, 429].includes(error.status)) return null
  return { message: error.message, status: error.status }
}

/** A button's change that failed: PocketBase's reason, or 'try again'. */
function failed(error: unknown, what: string) {
  rethrowReconfirmation(error)
  const reason = reasonOf(error)
  if (reason) return redirectWithToast(PAGE, { type: "error", title: reason.message })
  return redirectAfterFailedWrite(PAGE, what, error)
}

/**
 * 'Ativar aplicativo' and 'Ativar código por e-mail': the recovery codes and the second step now on,
 * or the code refused.
 */
function confirm(
  sent: "confirmar-app" | "confirmar-email",
  activate: (token: string, codigo: string) => Promise<string[]>,
) {
  return async ({ value, refuse, user }: IntentInput<typeof codigoAppSchema>) => {
    try {
      return data({ intent: sent, codigos: await activate(user.token, value.codigo) })
    } catch (error) {
      rethrowReconfirmation(error)
      const reason = reasonOf(error)
      if (reason) return refuse({ fieldErrors: { codigo: [reason.message] } }, reason.status)
      console.error("Falha ao ativar a segunda etapa:", errorMessage(error))
      return refuse(
        { formErrors: ["Não foi possível ativar a segunda etapa. Tente novamente."] },
        failedWrite(error),
      )
    }
  }
}

/** 'Trocar senha': the other devices' sessions end, this one goes on with the new token. */
async function changeOwnPassword({ value, refuse, user, request }: IntentInput<typeof trocarSenhaSchema>) {
  try {
    const auth = await changePassword(user.token, user, value)
    // Before the new session replaces this one (docs/decisions/two-step-login.md#sessions).
    await endOtherSessions(request, user.id)
    return redirectWithToast(
      PAGE,
      {
        type: "success",
        title: "Senha alterada",
        description: "As sessões abertas em outros aparelhos foram encerradas.",
      },
      { headers: { "Set-Cookie": await commitUserSession({ ...user, token: auth.token }, request) } },
    )
  } catch (error) {
    if (error instanceof WrongPasswordError) return refuse({ fieldErrors: { oldPassword: [error.message] } })
    console.error("Falha ao trocar senha:", errorMessage(error))
    return refuse({ formErrors: ["Não foi possível trocar a senha. Tente novamente."] }, failedWrite(error))
  }
}

/** The buttons send nothing but their intent. */
const nothingSchema = z.object({})

/** The page's intents (app/panel/intents.server.ts). */
export const segurancaIntents = {
  "iniciar-app": intent({
    form: nothingSchema,
    run: async ({ user }) => {
      try {
        return data({ intent: "iniciar-app" as const, app: await segundaEtapa.startApp(user.token) })
      } catch (error) {
        return failed(error, "a segunda etapa")
      }
    },
  }),
  "confirmar-app": intent({
    form: codigoAppForm,
    run: confirm("confirmar-app", segundaEtapa.confirmApp),
  }),
  "iniciar-email": intent({
    form: nothingSchema,
    run: async ({ request, user }) => {
      // Replacing a second step already set is a grave change PocketBase confirms only after a
      // re-confirmation: asked now, before a code is e-mailed for nothing
      // (docs/decisions/two-step-login.md#re-confirmation).
      if (user.segundaEtapa !== "") await requireRecentReconfirmation(request, user)
      try {
        await sendOwnCode(user.token)
        return data({ intent: "iniciar-email" as const })
      } catch (error) {
        return failed(error, "a segunda etapa")
      }
    },
  }),
  "confirmar-email": intent({
    form: codigoEmailForm,
    run: confirm("confirmar-email", segundaEtapa.confirmEmail),
  }),
  "novos-codigos": intent({
    form: nothingSchema,
    run: async ({ user }) => {
      try {
        const codigos = await segundaEtapa.newRecoveryCodes(user.token)
        return data({ intent: "novos-codigos" as const, codigos })
      } catch (error) {
        return failed(error, "os códigos de recuperação")
      }
    },
  }),
  desligar: intent({
    form: nothingSchema,
    run: async ({ user }) => {
      try {
        await segundaEtapa.turnOffSecondStep(user.token)
      } catch (error) {
        return failed(error, "a segunda etapa")
      }
      return redirectWithToast(PAGE, { type: "success", title: "Segunda etapa desligada" })
    },
  }),
  senha: intent({
    form: trocarSenhaForm,
    hideFields: ["oldPassword", "password", "passwordConfirm"],
    run: changeOwnPassword,
  }),
  // 'Sessões ativas': 'encerrar-sessao', 'encerrar-outras'.
  ...sessoesIntents,
}

type Refused = { data: { intent: string; result: unknown }; init: ResponseInit | null }

const isRefusedAppCode = (answer: unknown): answer is Refused => {
  if (!answer || typeof answer !== "object" || !("data" in answer)) return false
  const sent = (answer as { data: unknown }).data
  return (
    !!sent &&
    typeof sent === "object" &&
    "result" in sent &&
    "intent" in sent &&
    sent.intent === "confirmar-app"
  )
}

/**
 * A refused 'Ativar aplicativo' (its schema's refusal or PocketBase's) answers its set-up step again,
 * the QR code and the secret its form sent back, so the page without JavaScript keeps the step.
 */
export async function withAppStep<Answer>(answer: Answer, formData: FormData) {
  if (!isRefusedAppCode(answer)) return answer
  const app = await segundaEtapa.appStepFrom(formData)
  return app ? data({ ...answer.data, app }, answer.init ?? undefined) : answer
}
