import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { Field } from "~/components/ui/field"
import { Icon } from "~/components/ui/icon"
import { PageHeader } from "~/components/layout/page-header"
import { SolicitacaoEnviada } from "./solicitacao-enviada"
import { FreshForm, PublicFormFrame, type PublicFormActionData } from "~/forms/public-form"
import { CpfField, EmailField, NomeField, ObservacoesField, TelefoneField } from "~/forms/person-fields"
import { createPedidoSocio } from "~/features/pedido-socio/pedido-socio.server"
import { PEDIDO_SOCIO_RESPOSTAS, type pedidoSocioSchema } from "~/features/pedido-socio/pedido-socio.schema"
import { pedidoSocioForm } from "./pedido-socio.forms"
import { todayInSaoPaulo } from "~/utils/format"
import { pageMeta } from "~/http/meta"
import { handlePublicSubmission, type PublicSubmission } from "~/forms/public-submission.server"
import { sendForms } from "~/forms/submission.server"
import { useSchemaForm } from "~/forms/use-schema-form"

/** The answer's address parameter: the request was sent. */
const ENVIADO = "enviado"

// The membership application: what it stores and the messages it answers with.
const pedidoSocio: PublicSubmission<typeof pedidoSocioSchema> = {
  name: "associar",
  form: pedidoSocioForm,
  save: (value) => createPedidoSocio(value),
  // The answer stays on the page, saying what comes next (see SolicitacaoEnviada).
  redirectTo: `/associar?${ENVIADO}=1#conteudo`,
  ...PEDIDO_SOCIO_RESPOSTAS,
}

export async function loader({ request }: LoaderFunctionArgs) {
  const enviado = new URL(request.url).searchParams.has(ENVIADO)
  return { enviado, forms: await sendForms(pedidoSocioForm) }
}

export async function action({ request }: ActionFunctionArgs) {
  return handlePublicSubmission(request, pedidoSocio)
}

const BENEFICIOS = [
  "Participação nos eventos exclusivos para associados",
  "Direito a voto nas assembleias",
  "Uso da sede para treinos",
  "Reserva do espaço para eventos particulares",
]

export default function Page() {
  const { enviado } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title="Associe-se" subtitle="Formulário de Solicitação de Filiação" />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-3">
        {enviado ? (
          <SolicitacaoEnviada />
        ) : (
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
            <FreshForm render={(lastResult) => <PedidoSocioForm lastResult={lastResult} />} />
          </section>
        )}
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

function PedidoSocioForm({ lastResult }: { lastResult: PublicFormActionData["result"] | undefined }) {
  const { forms } = useLoaderData<typeof loader>()
  const [form, fields] = useSchemaForm(pedidoSocioForm, forms, { id: "form-associar", lastResult })
  return (
    <PublicFormFrame
      form={form}
      submitLabel="Enviar solicitação"
      consent={{
        meta: fields.consentimento,
        notice:
          "Guardamos os dados deste formulário (nome, contatos, data de nascimento, RG, CPF, endereço e observações) apenas para a diretoria analisar o seu pedido de filiação e falar com você. Eles não são repassados a terceiros, e você pode pedir a correção ou a exclusão deles a qualquer momento pelos nossos contatos.",
        label:
          "Li o aviso acima e autorizo a associação a usar os meus dados para analisar o meu pedido de filiação.",
      }}
    >
      <NomeField label="Nome completo" meta={fields.nome} />
      <EmailField meta={fields.email} />
      <TelefoneField meta={fields.telefone} />
      <Field
        label="Data de nascimento"
        meta={fields.data_nascimento}
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={todayInSaoPaulo()}
      />
      <Field label="RG" meta={fields.rg} autoComplete="off" />
      <CpfField label="CPF" meta={fields.cpf} />
      <Field
        label="Endereço"
        meta={fields.endereco}

        autoComplete="street-address"
        className="sm:col-span-2"
      />
      <ObservacoesField
        meta={fields.observacoes}
        rows={4}
        hint="Opcional. Se quiser incluir dependentes, informe aqui os dados deles."
      />
    </PublicFormFrame>
  )
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Associe-se", description: "Peça sua filiação à associação." })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
