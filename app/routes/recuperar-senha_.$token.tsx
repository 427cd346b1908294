// /recuperar-senha/<token>: the page the reset e-mail links to (PocketBase's template points here).
// The trailing underscore keeps it out of /recuperar-senha's layout.
import { getFormProps } from "@conform-to/react"
import { parseWithZod } from "@conform-to/zod/v4"
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node"
import { Form, Link, useActionData } from "@remix-run/react"
import { Field, SubmitButton } from "~/components/field"
import { PageHeader } from "~/components/page-header"
import { confirmPasswordReset } from "~/models/cadastro-geral.server"
import { novaSenhaSchema, SENHA_MINIMO } from "~/schemas/recuperar-senha"
import { redirectWithToast } from "~/utils/toast.server"
import { useSchemaForm } from "~/utils/use-schema-form"

const LINK_INVALIDO = "Este link é inválido ou expirou. Peça um novo link de redefinição."

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: novaSenhaSchema })
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["password", "passwordConfirm"] }), linkInvalido: false },
      { status: 400 },
    )
  }

  const { password, passwordConfirm } = submission.value
  const result = await confirmPasswordReset(params.token ?? "", password, passwordConfirm)
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

  return redirectWithToast("/login", {
    type: "success",
    title: "Senha redefinida com sucesso!",
    description: "Entre com o seu e-mail e a nova senha.",
  })
}

export default function NovaSenha() {
  const actionData = useActionData<typeof action>()
  const [form, fields] = useSchemaForm(novaSenhaSchema, { lastResult: actionData?.result })
  const formError = form.errors?.[0]

  return (
    <>
      <PageHeader title="Nova senha" subtitle="Escolha a nova senha de acesso ao painel." />
      <div className="mx-auto max-w-md px-4 py-10">
        <div className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          <Form method="post" {...getFormProps(form)} className="grid gap-5">
            {formError ? (
              <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
                <p id={form.errorId}>{formError}</p>
                {actionData?.linkInvalido ? (
                  <Link to="/recuperar-senha" className="mt-2 inline-block font-semibold underline">
                    Pedir um novo link
                  </Link>
                ) : null}
              </div>
            ) : null}
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
        </div>
      </div>
    </>
  )
}

export const meta: MetaFunction = () => [
  { title: "Nova senha | Associação dos Veteranos" },
  // The token is in the address: keep the page out of search engines and other sites' referrers
  // ("same-origin", not "no-referrer": that would send `Origin: null` and Remix refuses the POST).
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
]
