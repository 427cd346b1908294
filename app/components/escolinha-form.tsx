// The youth-school request 'Solicite a Participação'; posts to /escolinha, whose action stores it.
import { getFormProps } from "@conform-to/react"
import { Form, useActionData } from "@remix-run/react"
import { Field, SubmitButton } from "~/components/field"
import {
  FormAlert,
  HoneypotField,
  PrivacyNotice,
  useFreshFormKey,
  type PublicFormActionData,
} from "~/components/public-form"
import { MAX } from "~/schemas/fields"
import { pedidoEscolinhaSchema } from "~/schemas/pedido-escolinha"
import { ESCOLINHA_NASCIMENTO_MINIMO } from "~/utils/constants"
import { todayISO } from "~/utils/format"
import { CPF_MAX_LENGTH, maskCpf, maskOnInput, maskTelefone, TELEFONE_MAX_LENGTH } from "~/utils/masks"
import { useSchemaForm } from "~/utils/use-schema-form"

export function EscolinhaForm() {
  const actionData = useActionData<PublicFormActionData>()
  const formKey = useFreshFormKey(actionData !== undefined)
  return <EscolinhaFormFields key={formKey} lastResult={actionData?.result} />
}

function EscolinhaFormFields({ lastResult }: { lastResult: PublicFormActionData["result"] | undefined }) {
  const [form, fields] = useSchemaForm(pedidoEscolinhaSchema, { id: "form-escolinha", lastResult })
  return (
    // The anchor brings a visitor without JavaScript back to the form when it has messages.
    <Form
      method="post"
      action="/escolinha#solicite-participacao"
      {...getFormProps(form)}
      className="relative mt-6"
    >
      <FormAlert id={form.errorId} errors={form.errors} />
      <HoneypotField />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Nome do responsável"
          meta={fields.nome_responsavel}
          maxLength={MAX.nome}
          autoComplete="name"
          className="sm:col-span-2"
        />
        <Field
          label="CPF do responsável"
          meta={fields.cpf_responsavel}
          maxLength={CPF_MAX_LENGTH}
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          onInput={maskOnInput(maskCpf)}
        />
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
        <Field label="Nome da criança" meta={fields.nome_crianca} maxLength={MAX.nome} autoComplete="off" />
        <Field
          label="Data de nascimento da criança"
          meta={fields.data_nascimento}
          type="date"
          autoComplete="off"
          min={ESCOLINHA_NASCIMENTO_MINIMO}
          max={todayISO()}
        />
        <Field
          label="E-mail"
          meta={fields.email}
          maxLength={MAX.email}
          type="email"
          autoComplete="email"
          className="sm:col-span-2"
        />
        <Field
          label="Observações"
          meta={fields.observacoes}
          as="textarea"
          maxLength={MAX.observacoes}
          rows={3}
          hint="Opcional. Conte algo que devamos saber sobre a criança."
          className="sm:col-span-2"
        />
      </div>
      <div className="mt-6 space-y-4">
        <PrivacyNotice>
          Guardamos os dados deste formulário (nome, CPF, telefone e e-mail do responsável; nome e data de
          nascimento da criança; observações) apenas para a associação analisar a participação na escolinha e
          falar com o responsável. Eles não são repassados a terceiros, e o responsável pode pedir a correção
          ou a exclusão deles a qualquer momento pelos nossos contatos.
        </PrivacyNotice>
        <Field
          as="checkbox"
          meta={fields.consentimento}
          label="Sou o responsável pela criança, li o aviso acima e autorizo a associação a usar estes dados para analisar a participação na escolinha."
        />
      </div>
      <SubmitButton pendingLabel="Enviando..." className="mt-6 w-full sm:w-auto">
        Enviar solicitação
      </SubmitButton>
    </Form>
  )
}
