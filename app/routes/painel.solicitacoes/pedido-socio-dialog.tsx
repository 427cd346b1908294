// The dialogs of one membership request on /painel/solicitacoes (details, edit, approve, reject,
// delete), loaded when the first one opens (pedido-socio.tsx).
import type { SubmissionResult } from "@conform-to/react"
import { Alert } from "~/components/ui/alert"
import { PanelForm } from "~/panel/panel-form"
import { SubmitButton } from "~/components/ui/button"
import { ConfirmDialog, Dialog } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import { CpfField, EmailField, NomeField, TelefoneField } from "~/forms/person-fields"
import type { PedidoSocio, PedidoSocioToDecide } from "~/features/pedido-socio/pedido-socio.server"
import { ContaExistenteAviso, PedidoSocioDecisao, PedidoSocioDetalhes } from "./pedido-socio-detalhes"
import { PEDIDO_SOCIO_STATUS, PEDIDO_SOCIO_STATUS_LABELS } from "@veteranos/domain/pedido-socio"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { SentForms } from "~/forms/define-form"
import { pedidoSocioEdicaoForm } from "./pedido-socio-edicao.forms"
import type { IntentOf } from "~/panel/intents.server"
import type { solicitacoesIntents } from "./solicitacoes-actions.server"
import type { PedidoSocioAcao } from "./pedido-socio"

type Intent = IntentOf<typeof solicitacoesIntents>

const STATUS_OPTIONS = PEDIDO_SOCIO_STATUS.map((value) => ({
  value,
  label: PEDIDO_SOCIO_STATUS_LABELS[value],
}))

/**
 * 'Editar Solicitação': every field, filled with the request, or with what was typed when the
 * server refused it (`lastResult`). The status select moves the request like the approve and reject
 * buttons do (an approval here creates the member too).
 */
function PedidoSocioEditForm({
  pedido,
  forms,
  lastResult,
}: {
  pedido: PedidoSocio
  forms: SentForms<typeof pedidoSocioEdicaoForm>
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm(pedidoSocioEdicaoForm, forms, {
    id: `editar-${pedido.id}`,
    lastResult,
    defaultValue: {
      nome: pedido.nome,
      email: pedido.email,
      telefone: pedido.telefone,
      cpf: pedido.cpf,
      rg: pedido.rg,
      data_nascimento: pedido.data_nascimento,
      endereco: pedido.endereco,
      observacoes: pedido.observacoes,
      status: pedido.status,
      de: pedido.status,
    },
  })
  return (
    <PanelForm form={form}>
      <p className="mb-5 text-gray-700">Atualize as informações da solicitação conforme necessário.</p>
      <input type="hidden" name="id" value={pedido.id} />
      <input type="hidden" name={fields.de.name} value={pedido.status} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NomeField label="Nome" meta={fields.nome} autoComplete="off" />
        <EmailField meta={fields.email} autoComplete="off" />
        <TelefoneField meta={fields.telefone} autoComplete="off" />
        <CpfField label="CPF" meta={fields.cpf} />
        <Field label="RG" meta={fields.rg} autoComplete="off" />
        <Field label="Data de nascimento" meta={fields.data_nascimento} type="date" />
        <Field as="select" label="Status" meta={fields.status} options={STATUS_OPTIONS} />
        <Field
          label="Endereço"
          meta={fields.endereco}

          autoComplete="off"
          className="sm:col-span-2"
        />
        <Field
          label="Observações"
          meta={fields.observacoes}
          as="textarea"
          rows={3}

          className="sm:col-span-2"
        />
      </div>
      <SubmitButton
        name="intent"
        value={"editar" satisfies Intent}
        pendingLabel="Salvando..."
        className="mt-6 w-full sm:w-auto"
      >
        Salvar alterações
      </SubmitButton>
    </PanelForm>
  )
}

/** The dialog the address names (?acao=...&id=...) for one request. */
export function PedidoSocioDialog({
  acao,
  pedido,
  forms,
  lastResult,
}: {
  acao: PedidoSocioAcao
  pedido: PedidoSocioToDecide
  /** What the page's loader sends for the edit form. */
  forms: SentForms<typeof pedidoSocioEdicaoForm>
  /** The edit's refused answer, when there is one. */
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const resumo = (
    <p className="mt-3 rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-800">
      <span className="font-semibold">{pedido.nome}</span> · {pedido.email}
    </p>
  )
  switch (acao) {
    case "detalhes":
      return (
        <Dialog
          title="Detalhes da Solicitação"
          footer={pedido.status === "pendente" ? <PedidoSocioDecisao id={pedido.id} /> : undefined}
        >
          <PedidoSocioDetalhes pedido={pedido} />
        </Dialog>
      )
    case "editar":
      return (
        <Dialog title="Editar Solicitação">
          <ContaExistenteAviso pedido={pedido} className="mb-5" />
          <PedidoSocioEditForm key={pedido.id} pedido={pedido} forms={forms} lastResult={lastResult} />
        </Dialog>
      )
    case "aprovar":
    case "reprovar":
      // A request decided meanwhile (another tab) is not offered for a decision again.
      if (pedido.status !== "pendente") {
        return (
          <Dialog title={acao === "aprovar" ? "Aprovar solicitação" : "Reprovar solicitação"}>
            <Alert tone="info" title="Esta solicitação já foi analisada.">
              Ela está {PEDIDO_SOCIO_STATUS_LABELS[pedido.status].toLowerCase()}.
            </Alert>
            {resumo}
          </Dialog>
        )
      }
      return acao === "aprovar" ? (
        <ConfirmDialog
          title="Aprovar solicitação"
          question="Tem certeza que deseja aprovar esta solicitação? O solicitante será notificado e adicionado como associado."
          intent={"aprovar" satisfies Intent}
          id={pedido.id}
          confirmLabel="Aprovar"
          pendingLabel="Processando..."
        >
          {resumo}
          <ContaExistenteAviso pedido={pedido} className="mt-3" />
        </ConfirmDialog>
      ) : (
        <ConfirmDialog
          title="Reprovar solicitação"
          question="Tem certeza que deseja reprovar esta solicitação? O solicitante será notificado sobre a reprovação."
          intent={"reprovar" satisfies Intent}
          id={pedido.id}
          confirmLabel="Reprovar"
          pendingLabel="Processando..."
          variant="danger"
        >
          {resumo}
        </ConfirmDialog>
      )
    case "excluir":
      return (
        <ConfirmDialog
          title="Confirmar exclusão"
          question="Tem certeza que deseja excluir esta solicitação? Esta ação não pode ser desfeita."
          intent={"excluir" satisfies Intent}
          id={pedido.id}
          confirmLabel="Excluir"
          pendingLabel="Excluindo..."
          variant="danger"
        >
          {resumo}
        </ConfirmDialog>
      )
  }
}
