import { getFormProps } from "@conform-to/react"
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node"
import { Form, useActionData, useLoaderData } from "@remix-run/react"
import { AuthCard } from "~/auth/auth-card"
import { BackLink, SubmitButton } from "~/components/ui/button"
import { Field } from "~/components/ui/field"
import { requestPasswordReset } from "~/auth/cadastro-geral.server"
import { pedirLinkForm } from "~/auth/recuperar-senha.forms"
import { foldEmail } from "@veteranos/domain/contas"
import { errorMessage } from "~/utils/errors"
import { ErrorSummary, useActionToErrors } from "~/components/ui/error-summary"
import { pageMeta } from "~/http/meta"
import { createRateLimiter, forwardedClient } from "~/http/rate-limit.server"
import { redirectWithToast } from "~/http/toast.server"
import { useSchemaForm } from "~/forms/use-schema-form"
import { parseForm, sendForms } from "~/forms/submission.server"
import { readFormData } from "~/forms/form-data.server"

/** Reset e-mails asked for per address: 3 an hour. */
const resetLimiter = createRateLimiter({ limit: 3, windowMs: 60 * 60_000 })

export async function loader() {
  return { forms: await sendForms(pedirLinkForm) }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request)
  const submission = await parseForm(formData, pedirLinkForm)
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 })
  }

  const key = foldEmail(submission.value.email)
  // Past the limit nothing more is sent, but the answer stays the same: it must not tell whether the
  // address has an account.
  if (resetLimiter.hit(key)) {
    try {
      await requestPasswordReset(submission.value.email, forwardedClient(request))
    } catch (error) {
      console.error("Falha ao pedir a redefinição de senha:", errorMessage(error))
      return data(
        {
          result: submission.reply({
            formErrors: ["Não foi possível enviar o e-mail agora. Tente novamente em instantes."],
          }),
        },
        { status: 503 },
      )
    }
  }

  return redirectWithToast("/recuperar-senha?enviado=1", {
    type: "success",
    title: "Verifique seu e-mail",
    description:
      "Se o endereço estiver cadastrado, você receberá em instantes um link para criar uma nova senha.",
  })
}

export default function RecuperarSenha() {
  const actionData = useActionData<typeof action>()
  const { forms } = useLoaderData<typeof loader>()
  const [form, fields] = useSchemaForm(pedirLinkForm, forms, {
    id: "recuperar-senha",
    lastResult: actionData?.result,
  })
  const target = useActionToErrors(form.id)

  return (
    <AuthCard
      title="Recuperar senha"
      subtitle="Informe seu e-mail para receber o link de redefinição."
      footer={
        <p className="mt-6 text-center text-sm">
          <BackLink to="/login">Voltar para a Área do Associado</BackLink>
        </p>
      }
    >
      <Form method="post" action={target} {...getFormProps(form)} className="grid gap-5">
        <ErrorSummary form={form} labels={{ email: "E-mail" }} />
        <p className="text-sm text-gray-700">
          Enviaremos um link para o e-mail cadastrado. O link vale por 30 minutos.
        </p>
        <Field label="E-mail" meta={fields.email} type="email" autoComplete="email" inputMode="email" />
        <SubmitButton pendingLabel="Enviando..." className="w-full">
          Enviar link
        </SubmitButton>
      </Form>
    </AuthCard>
  )
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Recuperar senha", description: "Redefinição de senha do painel do associado." })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
