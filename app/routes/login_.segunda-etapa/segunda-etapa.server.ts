// The login's second page's answers: the code finishes the login (a session, the welcome message,
// the remembered browser's cookie when asked), 'Reenviar código' sends a new one, and a login whose
// 10 minutes are over goes back to the password (docs/decisions/two-step-login.md#pocketbases-mfa).
import type { Submission } from "@conform-to/react"
import { data, redirect } from "@remix-run/node"
import { MENSAGENS } from "@veteranos/domain/seguranca"
import { deviceCookie } from "~/auth/aparelho.server"
import { endPendingLogin, type LoginPendente } from "~/auth/login-pendente.server"
import { completeLogin, loggedInUser, SEGUNDA_ETAPA_PATH } from "~/auth/login.server"
import {
  finishSecondStep,
  SecondStepRefusedError,
  startSecondStep,
  type SecondStepAnswer,
} from "~/auth/segunda-etapa.server"
import type { z } from "~/forms/zod"
import { redirectWithToast } from "~/http/toast.server"
import { errorMessage } from "~/utils/errors"
import type { segundaEtapaSchema } from "./segunda-etapa.schema"

const INDISPONIVEL = "Não foi possível confirmar agora. Tente novamente em instantes."

/**
 * No pending login: back to /login. One that was under way and is over (`expirado`) is told why,
 * and its cookie dropped.
 */
export async function backToLogin(request: Request, expirado: boolean): Promise<Response> {
  if (!expirado) return redirect("/login", 303)
  return redirectWithToast(
    "/login",
    { type: "error", title: MENSAGENS.prazoEsgotado },
    { headers: { "Set-Cookie": await endPendingLogin(request) } },
  )
}

type Values = z.infer<typeof segundaEtapaSchema>

/** 'Confirmar': PocketBase judges the code; a right one ends the login as /login does. */
export async function confirmSecondStep(
  request: Request,
  pendente: LoginPendente,
  submission: Submission<Values>,
  value: Values,
) {
  // A wrong code is told under its field; a wait or a failure, for the whole form.
  const refuse = (message: string, status: number) => {
    const errors = status === 400 ? { fieldErrors: { codigo: [message] } } : { formErrors: [message] }
    return data({ result: submission.reply({ ...errors, hideFields: ["codigo"] }) }, { status })
  }
  let answer: SecondStepAnswer
  try {
    answer = await finishSecondStep({
      mfaId: pendente.mfaId,
      tipo: value.tipo,
      codigo: value.codigo,
      lembrar: value.lembrar === "on",
    })
  } catch (error) {
    if (error instanceof SecondStepRefusedError) {
      if (error.expired) return backToLogin(request, true)
      return refuse(error.message, error.status)
    }
    console.error("Falha na segunda etapa:", errorMessage(error))
    return refuse(INDISPONIVEL, 503)
  }
  const cookies = [await endPendingLogin(request)]
  if (answer.aparelho) cookies.push(deviceCookie(answer.aparelho))
  try {
    return await completeLogin(request, await loggedInUser(answer.token), pendente.redirectTo, cookies)
  } catch (error) {
    // The code was spent: the login starts again from the password.
    console.error("Falha ao abrir a sessão:", errorMessage(error))
    return redirectWithToast(
      "/login",
      { type: "error", title: "Não foi possível entrar agora. Tente novamente em instantes." },
      { headers: { "Set-Cookie": cookies[0]! } },
    )
  }
}

/** 'Reenviar código': a new e-mailed code (PocketBase sends none twice within a minute). */
export async function resendCode(request: Request, pendente: LoginPendente): Promise<Response> {
  try {
    await startSecondStep(pendente.mfaId)
  } catch (error) {
    if (error instanceof SecondStepRefusedError && error.expired) return backToLogin(request, true)
    console.error("Falha ao reenviar o código:", errorMessage(error))
    return redirectWithToast(SEGUNDA_ETAPA_PATH, {
      type: "error",
      title: "Não foi possível reenviar o código. Tente novamente em instantes.",
    })
  }
  return redirectWithToast(SEGUNDA_ETAPA_PATH, {
    type: "success",
    title: "Código reenviado",
    description: "Confira seu e-mail, também a caixa de spam.",
  })
}
