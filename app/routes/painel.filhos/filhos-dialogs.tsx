// The dialogs of 'Meus filhos' (URL state): 'Retirar autorização' and 'Pedir exclusão' as
// questions, 'Corrigir dados' as a form refused beside its fields.
import { Field } from "~/components/ui/field"
import { SubmitButton } from "~/components/ui/button"
import { ConfirmDialog, Dialog } from "~/components/ui/dialog"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm, useActionResult } from "~/panel/panel-form"
import type { filhosIntents } from "./filhos-actions.server"
import { corrigirFilhoForm } from "./filhos.forms"

type Intent = IntentOf<typeof filhosIntents>

export function RetirarDialog({ id, nome, tipo }: { id: string; nome: string; tipo: "dados" | "imagem" }) {
  const dados = tipo === "dados"
  return (
    <ConfirmDialog
      title="Retirar autorização"
      question={
        dados
          ? "Sem a autorização dos dados, a matrícula é encerrada e os dados são apagados alguns meses depois."
          : "As fotos publicadas em que seu filho(a) aparece saem do site."
      }
      intent={(dados ? "retirar-dados" : "retirar-imagem") satisfies Intent}
      id={id}
      confirmLabel="Retirar autorização"
      pendingLabel="Retirando..."
      variant="danger"
      closeLabel="Voltar"
    >
      <p className="mt-2 font-semibold break-words text-gray-900">{nome}</p>
    </ConfirmDialog>
  )
}

export function ExcluirDialog({ id, nome }: { id: string; nome: string }) {
  return (
    <ConfirmDialog
      title="Pedir exclusão"
      question="Os dados da criança (cadastro, presenças, atestados e autorizações) são apagados agora, e a matrícula termina. Não há como desfazer."
      intent={"excluir" satisfies Intent}
      id={id}
      confirmLabel="Excluir os dados"
      pendingLabel="Excluindo..."
      variant="danger"
      closeLabel="Voltar"
    >
      <p className="mt-2 font-semibold break-words text-gray-900">{nome}</p>
    </ConfirmDialog>
  )
}

export function CorrigirDialog({
  filho,
  forms,
}: {
  filho: { id: string; nome: string; data_nascimento: string }
  forms: SentForms<typeof corrigirFilhoForm>
}) {
  const [form, fields] = useSchemaForm(corrigirFilhoForm, forms, {
    lastResult: useActionResult("corrigir" satisfies Intent),
    defaultValue: { id: filho.id, nome: filho.nome, data_nascimento: filho.data_nascimento },
  })
  return (
    <Dialog title="Corrigir dados">
      <PanelForm form={form} className="grid gap-4">
        <input type="hidden" name={fields.id.name} value={filho.id} />
        <Field label="Nome da criança" meta={fields.nome} autoComplete="off" />
        <Field label="Data de nascimento" meta={fields.data_nascimento} type="date" />
        <SubmitButton name="intent" value={"corrigir" satisfies Intent} pendingLabel="Salvando...">
          Salvar
        </SubmitButton>
      </PanelForm>
    </Dialog>
  )
}
