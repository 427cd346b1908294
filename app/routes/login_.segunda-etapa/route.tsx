// /login/segunda-etapa: after a right password, the code of the account's second step (or a recovery
// code), before any session (docs/decisions/two-step-login.md#pocketbases-mfa). Works without
// JavaScript: 'Usar um código de recuperação' is a link (?recuperacao=1), 'Reenviar código' its own
// form. The trailing underscore keeps it out of /login's layout.
import { getFormProps } from "@conform-to/react"
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react"
import { APARELHO_DIAS, CODIGO_EMAIL_MINUTOS, MENSAGENS } from "@veteranos/domain/seguranca"
import { AuthCard } from "~/auth/auth-card"
import { readPendingLogin } from "~/auth/login-pendente.server"
import { SubmitButton } from "~/components/ui/button"
import { ErrorSummary, useActionToErrors } from "~/components/ui/error-summary"
import { Field } from "~/components/ui/field"
import { readFormData } from "~/forms/form-data.server"
import { parseForm, sendForms } from "~/forms/submission.server"
import { useSchemaForm } from "~/forms/use-schema-form"
import { pageMeta } from "~/http/meta"
import { segundaEtapaForm } from "./segunda-etapa.forms"
import { backToLogin, confirmSecondStep, resendCode } from "./segunda-etapa.server"

export async function loader({ request }: LoaderFunctionArgs) {
  const pending = await readPendingLogin(request)
  if (pending.status !== "vivo") throw await backToLogin(request, pending.status === "expirado")
  return data(
    {
      metodo: pending.pendente.metodo,
      recuperacao: new URL(request.url).searchParams.get("recuperacao") === "1",
      forms: await sendForms(segundaEtapaForm),
    },
    // One person's login: never kept by the server's page cache or anyone else's.
    { headers: { "Cache-Control": "private, no-store" } },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const pending = await readPendingLogin(request)
  // Over, or never begun: the password again.
  if (pending.status !== "vivo") return backToLogin(request, true)
  const formData = await readFormData(request)
  if (formData.get("intent") === "reenviar") return resendCode(request, pending.pendente)
  const submission = await parseForm(formData, segundaEtapaForm)
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["codigo"] }) }, { status: 400 })
  }
  return confirmSecondStep(request, pending.pendente, submission, submission.value)
}

const TEXTO_METODO = {
  email: `Enviamos um código de 6 dígitos para o seu e-mail. Ele vale por ${CODIGO_EMAIL_MINUTOS} minutos.`,
  app: "Abra o aplicativo autenticador e digite o código que ele mostra.",
}

const linkClass =
  "inline-flex min-h-11 items-center text-sm font-medium text-marca-800 underline hover:text-marca-950"

export default function SegundaEtapa() {
  const { metodo, recuperacao, forms } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useSchemaForm(segundaEtapaForm, forms, { lastResult: actionData?.result })
  const target = useActionToErrors(form.id)
  const label = recuperacao ? "Código de recuperação" : MENSAGENS.digite

  return (
    <AuthCard
      title="Segunda etapa"
      subtitle={recuperacao ? "Cada código de recuperação vale uma única vez." : TEXTO_METODO[metodo]}
    >
      <Form method="post" action={target} {...getFormProps(form)} className="grid gap-5">
        <ErrorSummary form={form} labels={{ codigo: label }} />
        <input type="hidden" name="tipo" value={recuperacao ? "recuperacao" : "codigo"} />
        {recuperacao ? (
          <Field label={label} meta={fields.codigo} autoComplete="off" autoCapitalize="none" />
        ) : (
          <Field label={label} meta={fields.codigo} autoComplete="one-time-code" inputMode="numeric" />
        )}
        <Field
          as="checkbox"
          label={`Lembrar este aparelho por ${APARELHO_DIAS} dias`}
          meta={fields.lembrar}
        />
        <SubmitButton name="intent" value="confirmar" pendingLabel="Confirmando..." className="w-full">
          Confirmar
        </SubmitButton>
      </Form>
      {metodo === "email" && !recuperacao ? (
        <Form method="post" className="mt-4">
          <SubmitButton
            name="intent"
            value="reenviar"
            variant="secondary"
            pendingLabel="Reenviando..."
            className="w-full"
          >
            Reenviar código
          </SubmitButton>
        </Form>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-between gap-2">
        {recuperacao ? (
          <Link to="/login/segunda-etapa" className={linkClass}>
            Usar o código de 6 dígitos
          </Link>
        ) : (
          <Link to="?recuperacao=1" className={linkClass}>
            Usar um código de recuperação
          </Link>
        )}
        <Link to="/login" className={linkClass}>
          Voltar
        </Link>
      </div>
    </AuthCard>
  )
}

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "Segunda etapa" }),
  { name: "robots", content: "noindex" },
]

// The loader's Cache-Control keeps the page out of every cache.
export { headers } from "~/http/headers"
