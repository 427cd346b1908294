// remix-auth v4 with remix-auth-form: the strategy checks the e-mail and password with PocketBase and
// gives back the session user; the login action stores it in our cookie session. An account with a
// second step gets past the password only with the browser it remembered (the `aparelho` cookie);
// otherwise the strategy throws SecondStepRequiredError and the login action opens the second page
// (docs/decisions/two-step-login.md#remembered-browsers).
import { Authenticator } from "remix-auth"
import { FormStrategy } from "remix-auth-form"
import { deviceTokenOf } from "~/auth/aparelho.server"
import { authWithPassword, SecondStepRequiredError } from "~/auth/cadastro-geral.server"
import { loggedInUser } from "~/auth/login.server"
import { TIPO_APARELHO } from "@veteranos/domain/seguranca"
import { finishSecondStep, SecondStepRefusedError } from "~/auth/segunda-etapa.server"
import type { SessionUser } from "~/auth/session.server"
import { forwardedClient } from "~/http/rate-limit.server"

export const authenticator = new Authenticator<SessionUser>()

/** PocketBase's token for the right password: at once, or through the browser remembered for the account. */
async function tokenFor(request: Request, email: string, password: string): Promise<string> {
  try {
    // PocketBase limits logins per client too: it is told which one (forwardedClient).
    return (await authWithPassword(email, password, forwardedClient(request))).token
  } catch (error) {
    const aparelho = deviceTokenOf(request)
    if (!(error instanceof SecondStepRequiredError) || aparelho === null) throw error
    try {
      return (await finishSecondStep({ mfaId: error.mfaId, tipo: TIPO_APARELHO, aparelho })).token
    } catch (refusal) {
      // Another account's browser, or one forgotten: the code is asked, on the second page.
      throw refusal instanceof SecondStepRefusedError ? error : refusal
    }
  }
}

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const email = String(form.get("email") ?? "").trim()
    const password = String(form.get("password") ?? "")
    return loggedInUser(await tokenFor(request, email, password))
  }),
  "form",
)
