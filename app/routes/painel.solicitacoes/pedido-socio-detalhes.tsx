// What the president reads of one membership request on /painel/solicitacoes: its name in the list,
// its details (everything the applicant sent, and for a pending one Aprovar and Reprovar at the
// dialog's foot), and, before deciding, that its e-mail already has an account on the site (an
// approval links the membership to it and makes no set-password link:
// docs/decisions/membership-requests.md#approving-creates-the-member).
import { Form } from "@remix-run/react"
import { Alert } from "~/components/ui/alert"
import { SubmitButton } from "~/components/ui/button"
import { DetailItem } from "~/components/ui/detail-item"
import { StatusBadge } from "~/components/ui/status-badge"
import type { PedidoSocio, PedidoSocioToDecide } from "~/features/pedido-socio/pedido-socio.server"
import { PEDIDO_SOCIO_STATUS_LABELS } from "@veteranos/domain/pedido-socio"
import { formatDate, formatDateTime } from "~/utils/format"
import type { IntentOf } from "~/panel/intents.server"
import type { solicitacoesIntents } from "./solicitacoes-actions.server"

export function PedidoSocioStatusBadge({ status }: { status: PedidoSocio["status"] }) {
  return <StatusBadge status={status} label={PEDIDO_SOCIO_STATUS_LABELS[status]} />
}

/** The account an approval would link, while the request is not approved (after, it is the member's). */
function contaToLink(pedido: PedidoSocioToDecide) {
  return pedido.status === "aprovado" ? null : pedido.conta_existente
}

/** The warning, in a dialog, that the request's e-mail already has an account; nothing otherwise. */
export function ContaExistenteAviso({
  pedido,
  className,
}: {
  pedido: PedidoSocioToDecide
  className?: string
}) {
  const conta = contaToLink(pedido)
  if (!conta) return null
  return (
    <Alert tone="info" title={`Este e-mail já tem cadastro no site (${conta.nome}).`} className={className}>
      Aprovar liga a associação a esse cadastro; a senha continua a do dono. Nenhum link de senha é criado.
    </Alert>
  )
}

/** The list's name cell: the name, on a phone the contacts, and whether the e-mail has an account. */
export function PedidoSocioNome({ pedido }: { pedido: PedidoSocioToDecide }) {
  const conta = contaToLink(pedido)
  return (
    <>
      <span className="font-medium">{pedido.nome}</span>
      {/* On a phone the contacts go under the name instead of in columns of their own. */}
      <span className="block break-all text-gray-700 md:hidden">{pedido.email}</span>
      <span className="block text-gray-700 md:hidden">{pedido.telefone}</span>
      {conta ? (
        <span className="block text-sm font-medium text-sky-900">Já tem cadastro no site: {conta.nome}</span>
      ) : null}
    </>
  )
}

export function PedidoSocioDetalhes({ pedido }: { pedido: PedidoSocioToDecide }) {
  return (
    <>
      <ContaExistenteAviso pedido={pedido} className="mb-5" />
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailItem label="Status">
          <PedidoSocioStatusBadge status={pedido.status} />
        </DetailItem>
        <DetailItem label="Data">{formatDateTime(pedido.created)}</DetailItem>
        <DetailItem label="Nome" wide>
          {pedido.nome}
        </DetailItem>
        <DetailItem label="Email">
          <a href={`mailto:${pedido.email}`} className="text-marca-800 underline">
            {pedido.email}
          </a>
        </DetailItem>
        <DetailItem label="Telefone">{pedido.telefone}</DetailItem>
        <DetailItem label="CPF">{pedido.cpf}</DetailItem>
        <DetailItem label="RG">{pedido.rg}</DetailItem>
        <DetailItem label="Data de nascimento">{formatDate(pedido.data_nascimento)}</DetailItem>
        <DetailItem label="Endereço" wide>
          {pedido.endereco}
        </DetailItem>
        {pedido.observacoes ? (
          <DetailItem label="Observações" wide>
            <span className="whitespace-pre-line">{pedido.observacoes}</span>
          </DetailItem>
        ) : null}
      </dl>
    </>
  )
}

/**
 * Aprovar and Reprovar at the foot of a pending request's details dialog, in view while the details
 * scroll (the dialog's `footer`): the row's approve and reject POSTs (the same intents, made from
 * the 'pendente' the president sees here), so the request is decided where it is read, with no
 * second dialog.
 */
export function PedidoSocioDecisao({ id }: { id: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <p className="text-sm text-gray-700">O solicitante será notificado da decisão.</p>
      <div className="mt-2 flex flex-wrap justify-end gap-3">
        <SubmitButton
          name="intent"
          value={"reprovar" satisfies IntentOf<typeof solicitacoesIntents>}
          pendingLabel="Processando..."
          variant="danger"
          className="flex-1 sm:flex-none"
        >
          Reprovar
        </SubmitButton>
        <SubmitButton
          name="intent"
          value={"aprovar" satisfies IntentOf<typeof solicitacoesIntents>}
          pendingLabel="Processando..."
          className="flex-1 sm:flex-none"
        >
          Aprovar
        </SubmitButton>
      </div>
    </Form>
  )
}
