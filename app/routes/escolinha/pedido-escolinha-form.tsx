// 'Solicite a participação' on /escolinha: the guardian's request for a child, with the consent to
// keep its data, in the page's public form frame (app/forms/public-form.tsx).
import { ESCOLINHA_NASCIMENTO_MINIMO } from "@veteranos/domain/escolinha"
import { Field } from "~/components/ui/field"
import type { SentForms } from "~/forms/define-form"
import { CpfField, EmailField, NomeField, ObservacoesField, TelefoneField } from "~/forms/person-fields"
import { PublicFormFrame, type PublicFormActionData } from "~/forms/public-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import { todayInSaoPaulo } from "~/utils/format"
import { pedidoEscolinhaForm } from "./pedido-escolinha.forms"

export function PedidoEscolinhaForm({
  forms,
  lastResult,
}: {
  forms: SentForms<typeof pedidoEscolinhaForm>
  lastResult: PublicFormActionData["result"] | undefined
}) {
  const [form, fields] = useSchemaForm(pedidoEscolinhaForm, forms, { id: "form-escolinha", lastResult })
  return (
    <PublicFormFrame
      form={form}
      action="/escolinha"
      submitLabel="Enviar solicitação"
      consent={{
        meta: fields.consentimento,
        notice:
          "Guardamos os dados deste formulário (nome, CPF, telefone e e-mail do responsável; nome e data de nascimento da criança; observações) apenas para a associação analisar a participação na escolinha e falar com o responsável. Eles não são repassados a terceiros, e o responsável pode pedir a correção ou a exclusão deles a qualquer momento pelos nossos contatos.",
        label:
          "Sou o responsável pela criança, li o aviso acima e autorizo a associação a usar estes dados para analisar a participação na escolinha.",
      }}
    >
      <NomeField label="Nome do responsável" meta={fields.nome_responsavel} />
      <CpfField label="CPF do responsável" meta={fields.cpf_responsavel} />
      <TelefoneField meta={fields.telefone} />
      <NomeField label="Nome da criança" meta={fields.nome_crianca} autoComplete="off" className="" />
      <Field
        label="Data de nascimento da criança"
        meta={fields.data_nascimento}
        type="date"
        autoComplete="off"
        min={ESCOLINHA_NASCIMENTO_MINIMO}
        max={todayInSaoPaulo()}
      />
      <EmailField meta={fields.email} className="sm:col-span-2" />
      <ObservacoesField
        meta={fields.observacoes}
        rows={3}
        hint="Opcional. Conte algo que devamos saber sobre a criança."
      />
    </PublicFormFrame>
  )
}
