import { getFormProps } from "@conform-to/react"
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node"
import { Form, useActionData } from "@remix-run/react"
import { Field, SubmitButton } from "~/components/field"
import { Icon } from "~/components/icon"
import { PageHeader } from "~/components/page-header"
import {
  FormAlert,
  HoneypotField,
  PrivacyNotice,
  useFreshFormKey,
  type PublicFormActionData,
} from "~/components/public-form"
import { MAX } from "~/schemas/fields"
import { pedidoSocioSchema } from "~/schemas/pedido-socio"
import { todayISO } from "~/utils/format"
import { CPF_MAX_LENGTH, maskCpf, maskOnInput, maskTelefone, TELEFONE_MAX_LENGTH } from "~/utils/masks"
import { handlePublicForm } from "~/utils/public-form.server"
import { associarForm } from "~/utils/public-forms.server"
import { useSchemaForm } from "~/utils/use-schema-form"

export async function action({ request }: ActionFunctionArgs) {
  return handlePublicForm(request, associarForm)
}

const BENEFICIOS = [
  "Participação nos eventos exclusivos para associados",
  "Direito a voto nas assembleias",
  "Uso da sede para treinos",
  "Reserva do espaço para eventos particulares",
]

export default function Page() {
  const actionData = useActionData<PublicFormActionData>()
  const formKey = useFreshFormKey(actionData !== undefined)
  return (
    <>
      <PageHeader title="Associe-se" subtitle="Formulário de Solicitação de Filiação" />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-3">
        <section
          aria-labelledby="formulario-titulo"
          className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm lg:col-span-2"
        >
          <h2 id="formulario-titulo" className="text-xl font-semibold text-marca-900">
            Seus dados
          </h2>
          <p className="mt-1 text-sm text-gray-600">
            Preencha o formulário; a diretoria analisa o pedido e entra em contato.
          </p>
          <AssociarForm key={formKey} lastResult={actionData?.result} />
        </section>
        <aside
          aria-labelledby="beneficios-titulo"
          className="h-fit rounded-lg bg-marca-50 p-6 ring-1 ring-marca-100"
        >
          <h2 id="beneficios-titulo" className="text-xl font-semibold text-marca-900">
            Benefícios de ser associado
          </h2>
          <ul className="mt-4 space-y-3">
            {BENEFICIOS.map((beneficio) => (
              <li key={beneficio} className="flex items-start gap-3">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-marca-700" />
                <span>{beneficio}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  )
}

function AssociarForm({ lastResult }: { lastResult: PublicFormActionData["result"] | undefined }) {
  const [form, fields] = useSchemaForm(pedidoSocioSchema, { id: "form-associar", lastResult })
  return (
    <Form method="post" {...getFormProps(form)} className="relative mt-6">
      <FormAlert id={form.errorId} errors={form.errors} />
      <HoneypotField />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Nome completo"
          meta={fields.nome}
          maxLength={MAX.nome}
          autoComplete="name"
          className="sm:col-span-2"
        />
        <Field label="E-mail" meta={fields.email} maxLength={MAX.email} type="email" autoComplete="email" />
        <Field
          label="Telefone"
          meta={fields.telefone}
          maxLength={TELEFONE_MAX_LENGTH}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="(00) 00000-0000"
          onInput={maskOnInput(maskTelefone)}
        />
        <Field
          label="Data de nascimento"
          meta={fields.data_nascimento}
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={todayISO()}
        />
        <Field label="RG" meta={fields.rg} maxLength={MAX.rg} autoComplete="off" />
        <Field
          label="CPF"
          meta={fields.cpf}
          maxLength={CPF_MAX_LENGTH}
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          onInput={maskOnInput(maskCpf)}
        />
        <Field
          label="Endereço"
          meta={fields.endereco}
          maxLength={MAX.endereco}
          autoComplete="street-address"
          className="sm:col-span-2"
        />
        <Field
          label="Observações"
          meta={fields.observacoes}
          as="textarea"
          maxLength={MAX.observacoes}
          rows={4}
          hint="Opcional. Se quiser incluir dependentes, informe aqui os dados deles."
          className="sm:col-span-2"
        />
      </div>
      <div className="mt-6 space-y-4">
        <PrivacyNotice>
          Guardamos os dados deste formulário (nome, contatos, data de nascimento, RG, CPF, endereço e
          observações) apenas para a diretoria analisar o seu pedido de filiação e falar com você. Eles não
          são repassados a terceiros, e você pode pedir a correção ou a exclusão deles a qualquer momento
          pelos nossos contatos.
        </PrivacyNotice>
        <Field
          as="checkbox"
          meta={fields.consentimento}
          label="Li o aviso acima e autorizo a associação a usar os meus dados para analisar o meu pedido de filiação."
        />
      </div>
      <SubmitButton pendingLabel="Enviando..." className="mt-6 w-full sm:w-auto">
        Enviar solicitação
      </SubmitButton>
    </Form>
  )
}

export const meta: MetaFunction = () => [
  { title: "Associe-se | Associação dos Veteranos" },
  { name: "description", content: "Peça sua filiação à associação dos veteranos." },
]
