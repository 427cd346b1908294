import { getFormProps, type Submission } from "@conform-to/react"
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node"
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react"
import { AuthCard } from "~/auth/auth-card"
import { ButtonLink, SubmitButton } from "~/components/ui/button"
import { ErrorSummary, useActionToErrors } from "~/components/ui/error-summary"
import { Field } from "~/components/ui/field"
import { Tabs } from "~/components/ui/tabs"
import {
  InvalidCredentialsError,
  SecondStepRequiredError,
  TooManyAttemptsError,
} from "~/auth/cadastro-geral.server"
import { beginSecondStep, completeLogin } from "~/auth/login.server"
import { loginForm } from "~/auth/login.forms"
import { loginClientLimiter, loginKey, loginLimiter } from "~/auth/attempt-limit.server"
import { getUser, safeRedirect } from "~/auth/guards.server"
import { authenticator } from "~/auth/authenticator.server"
import { errorMessage } from "~/utils/errors"
import { pageMeta } from "~/http/meta"
import { PRIVACIDADE_PATH } from "~/features/site/privacidade"
import { clientKey } from "~/http/rate-limit.server"
import { useSchemaForm } from "~/forms/use-schema-form"
import { parseForm, sendForms } from "~/forms/submission.server"
import { readFormData } from "~/forms/form-data.server"

type Aba = "login" | "cadastro"

const ABAS = [
  { value: null, label: "Entrar" },
  { value: "cadastro", label: "Cadastro" },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const redirectTo = url.searchParams.get("redirectTo")
  // Already logged in: straight on to where the visitor was going.
  if (await getUser(request)) throw redirect(safeRedirect(redirectTo), 303)
  const aba: Aba = url.searchParams.get("aba") === "cadastro" ? "cadastro" : "login"
  return {
    aba,
    redirectTo: redirectTo ? safeRedirect(redirectTo) : null,
    forms: await sendForms(loginForm),
  }
}

// Each refusal's title, then its text (the summary's first line and the rest).
const ERRO = "Erro ao fazer login"
const LOGIN_FALHOU = [ERRO, "E-mail ou senha incorretos."]
const MUITAS_TENTATIVAS = [
  ERRO,
  "Muitas tentativas de login com este e-mail. Aguarde alguns minutos e tente novamente.",
]
const INDISPONIVEL = [ERRO, "Não foi possível entrar agora. Tente novamente em instantes."]

function tooMany(submission: Submission<unknown>) {
  return data(
    { result: submission.reply({ formErrors: MUITAS_TENTATIVAS, hideFields: ["password"] }) },
    { status: 429 },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  // remix-auth-form reads the body itself: validate a copy first.
  const formData = await readFormData(request.clone())
  const submission = await parseForm(formData, loginForm)
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 })
  }

  // Both limits count the attempt before PocketBase judges it, so parallel attempts cannot slip past.
  // The account's count is this client's only: a stranger elsewhere never locks its owner out
  // (docs/decisions/accounts-and-sessions.md#login-limit).
  const client = clientKey(request)
  const key = loginKey(submission.value.email, client)
  // The client's limit first: an attempt it refuses adds no account key.
  if (!loginClientLimiter().tryAcquire(client)) return tooMany(submission)
  if (!loginLimiter().tryAcquire(key)) {
    loginClientLimiter().release(client)
    return tooMany(submission)
  }

  const redirectTo = safeRedirect(submission.value.redirectTo)
  let user
  try {
    user = await authenticator.authenticate("form", request)
  } catch (error) {
    if (error instanceof InvalidCredentialsError) {
      // The same words whether or not the e-mail exists.
      return data(
        { result: submission.reply({ formErrors: LOGIN_FALHOU, hideFields: ["password"] }) },
        { status: 400 },
      )
    }
    if (error instanceof SecondStepRequiredError) {
      // A right password: its counts end as a success's; the codes have their own limit, per
      // account (docs/decisions/two-step-login.md#wrong-codes).
      loginLimiter().reset(key)
      loginClientLimiter().release(client)
      const email = submission.value.email
      return beginSecondStep(request, { mfaId: error.mfaId, email, redirectTo }).catch((failure: unknown) =>
        unavailable(submission, failure),
      )
    }
    // Not judged: the attempt does not count here (PocketBase's own limit counted it, if that refused).
    loginLimiter().release(key)
    loginClientLimiter().release(client)
    if (error instanceof TooManyAttemptsError) return tooMany(submission)
    return unavailable(submission, error)
  }
  loginLimiter().reset(key)
  loginClientLimiter().release(client)
  return completeLogin(request, user, redirectTo)
}

function unavailable(submission: Submission<unknown>, error: unknown) {
  console.error("Falha no login:", errorMessage(error))
  return data(
    { result: submission.reply({ formErrors: INDISPONIVEL, hideFields: ["password"] }) },
    { status: 503 },
  )
}

export default function LoginPage() {
  const { aba, redirectTo } = useLoaderData<typeof loader>()
  return (
    <AuthCard
      title="Área do Associado"
      subtitle="Entre com seu e-mail e senha."
      footer={
        <p className="mt-6 text-center text-xs text-gray-600">
          Ao entrar, você concorda com os termos de uso e a{" "}
          <Link to={PRIVACIDADE_PATH} className="font-semibold text-marca-700 underline">
            política de privacidade
          </Link>{" "}
          da associação: seus dados são usados apenas para a sua participação como associado.
        </p>
      }
    >
      {/* The tabs keep ?redirectTo=, so signing in from either still lands where the visitor was going. */}
      <Tabs
        label="Acesso"
        param="aba"
        tabs={ABAS}
        current={aba === "cadastro" ? "cadastro" : null}
        className="mb-6"
      />
      {aba === "login" ? <LoginForm redirectTo={redirectTo} /> : <CadastroInfo />}
    </AuthCard>
  )
}

function LoginForm({ redirectTo }: { redirectTo: string | null }) {
  const actionData = useActionData<typeof action>()
  const { forms } = useLoaderData<typeof loader>()
  const [form, fields] = useSchemaForm(loginForm, forms, { lastResult: actionData?.result })
  const target = useActionToErrors(form.id)

  return (
    <Form method="post" action={target} {...getFormProps(form)} className="grid gap-5">
      <ErrorSummary form={form} labels={{ email: "E-mail", password: "Senha" }} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field label="E-mail" meta={fields.email} type="email" autoComplete="email" inputMode="email" />
      <Field label="Senha" meta={fields.password} type="password" autoComplete="current-password" />
      <div className="-mt-2 text-right">
        <Link
          to="/recuperar-senha"
          className="inline-flex min-h-11 items-center text-sm font-medium text-marca-800 underline hover:text-marca-950"
        >
          Esqueceu a senha?
        </Link>
      </div>
      <SubmitButton pendingLabel="Entrando..." className="w-full">
        Entrar
      </SubmitButton>
    </Form>
  )
}

function CadastroInfo() {
  return (
    <div className="grid gap-4 text-center">
      <p className="text-gray-800">Para ter acesso precisa ser um associado ativo.</p>
      <ButtonLink to="/associar">Associe-se</ButtonLink>
    </div>
  )
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Entrar", description: "Acesso ao painel do associado." })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
