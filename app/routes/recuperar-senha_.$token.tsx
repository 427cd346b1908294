// /recuperar-senha/<token>: the page the reset e-mail links to (PocketBase's template points here).
// The trailing underscore keeps it out of /recuperar-senha's layout.
import { getFormProps } from "@conform-to/react"
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node"
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react"
import { ErrorSummary, useActionToErrors } from "~/components/ui/error-summary"
import { AuthCard } from "~/auth/auth-card"
import { SubmitButton } from "~/components/ui/button"
import { Field } from "~/components/ui/field"
import { confirmPasswordReset, emailOfResetToken } from "~/auth/cadastro-geral.server"
import { novaSenhaForm } from "~/auth/recuperar-senha.forms"
import { SENHA_MINIMO } from "@veteranos/domain/contas"
import { forgetFailedLogins } from "~/auth/attempt-limit.server"
import { forwardedClient } from "~/http/rate-limit.server"
import { pageMeta } from "~/http/meta"
import { redirectWithToast } from "~/http/toast.server"
import { useSchemaForm } from "~/forms/use-schema-form"
import { parseForm, sendForms } from "~/forms/submission.server"
import { readFormData } from "~/forms/form-data.server"

const LINK_INVALIDO = "Este link é inválido ou expirou. Peça um novo link de redefinição."

export async function loader() {
  return { forms: await sendForms(novaSenhaForm) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await readFormData(request)
  const submission = await parseForm(formData, novaSenhaForm)
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["password", "passwordConfirm"] }), linkInvalido: false },
      { status: 400 },
    )
  }

  const { password, passwordConfirm } = submission.value
  const result = await confirmPasswordReset(
    params.token ?? "",
    password,
    passwordConfirm,
    forwardedClient(request),
  )
  if (result === "invalid-token") {
    return data(
      {
        result: submission.reply({
          formErrors: [LINK_INVALIDO],
          hideFields: ["password", "passwordConfirm"],
        }),
        linkInvalido: true,
      },
      { status: 400 },
    )
  }

  // Whoever proves they own the e-mail gets past every count of failed logins in its name.
  const email = emailOfResetToken(params.token ?? "")
  if (email) forgetFailedLogins(email)

  return redirectWithToast("/login", {
    type: "success",
    title: "Senha redefinida com sucesso!",
    description: "Entre com o seu e-mail e a nova senha.",
  })
}

export default function NovaSenha() {
  const actionData = useActionData<typeof action>()
  const { forms } = useLoaderData<typeof loader>()
  const [form, fields] = useSchemaForm(novaSenhaForm, forms, {
    id: "nova-senha",
    lastResult: actionData?.result,
  })
  const target = useActionToErrors(form.id)

  return (
    <AuthCard title="Nova senha" subtitle="Escolha a nova senha de acesso ao painel.">
      <Form method="post" action={target} {...getFormProps(form)} className="grid gap-5">
        <ErrorSummary
          form={form}
          labels={{ password: "Nova senha", passwordConfirm: "Confirme a nova senha" }}
        >
          {actionData?.linkInvalido ? (
            <Link to="/recuperar-senha" className="mt-1 inline-block font-semibold underline">
              Pedir um novo link
            </Link>
          ) : null}
        </ErrorSummary>
        <Field
          label="Nova senha"
          meta={fields.password}
          type="password"
          autoComplete="new-password"
          hint={`Pelo menos ${SENHA_MINIMO} caracteres.`}
        />
        <Field
          label="Confirme a nova senha"
          meta={fields.passwordConfirm}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton pendingLabel="Salvando..." className="w-full">
          Salvar nova senha
        </SubmitButton>
      </Form>
    </AuthCard>
  )
}

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "Nova senha" }),
  // The token is in the address: keep the page out of search engines and other sites' referrers
  // ("same-origin", not "no-referrer": that would send `Origin: null`, which the server refuses).
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
]
