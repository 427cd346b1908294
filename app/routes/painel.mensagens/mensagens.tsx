// The board's inbox (/painel/mensagens): the tables of contact messages and youth-school requests,
// and one message opened in its dialog with the ways to answer it.
import { Form, Link } from "@remix-run/react"
import { SubmitButton, buttonClass } from "~/components/ui/button"
import { type Column } from "~/components/ui/data-table"
import { DetailItem } from "~/components/ui/detail-item"
import { Dialog, DialogLink } from "~/components/ui/dialog"
import { Icon } from "~/components/ui/icon"
import { StatusBadge } from "~/components/ui/status-badge"
import type { Contato } from "~/features/mensagens/contato.server"
import type { IntentOf } from "~/panel/intents.server"
import { formatDate, formatDateTime } from "~/utils/format"
import type { mensagensIntents } from "./mensagens-actions.server"
import type { PedidoEscolinhaDaCaixa as PedidoEscolinha } from "./mensagens.server"

/** Unanswered ones stand out: bold, and 'Nova' where the others say who answered and when. */
export const isUnanswered = (mensagem: { respondido_em: string }) => mensagem.respondido_em === ""

function Situacao({ mensagem }: { mensagem: { respondido_em: string; respondido_por_nome: string } }) {
  if (isUnanswered(mensagem)) return <StatusBadge status="pendente" label="Nova" />
  return (
    <>
      <StatusBadge status="aprovado" label="Respondida" />
      <span className="mt-0.5 block text-xs text-gray-600">
        {formatDateTime(mensagem.respondido_em)}
        {mensagem.respondido_por_nome ? ` por ${mensagem.respondido_por_nome}` : ""}
      </span>
    </>
  )
}

function Abrir({ id, quem }: { id: string; quem: string }) {
  return <DialogLink acao="ver" id={id} label="Abrir" context={`a mensagem de ${quem}`} />
}

export const CONTATO_COLUMNS: ReadonlyArray<Column<Contato>> = [
  { header: "Recebida", cell: (c) => formatDateTime(c.created), className: "whitespace-nowrap" },
  {
    header: "De",
    cell: (c) => (
      <>
        <span className={isUnanswered(c) ? "font-bold" : undefined}>{c.nome}</span>
        <span className="block break-all text-gray-700">{c.email}</span>
      </>
    ),
  },
  {
    header: "Assunto",
    cell: (c) => <span className={isUnanswered(c) ? "font-bold" : undefined}>{c.assunto}</span>,
  },
  { header: "Situação", cell: (c) => <Situacao mensagem={c} /> },
  { header: "Ações", cell: (c) => <Abrir id={c.id} quem={c.nome} /> },
]

export const ESCOLINHA_COLUMNS: ReadonlyArray<Column<PedidoEscolinha & { idade: number }>> = [
  { header: "Recebido", cell: (p) => formatDateTime(p.created), className: "whitespace-nowrap" },
  {
    header: "Responsável",
    cell: (p) => <span className={isUnanswered(p) ? "font-bold" : undefined}>{p.nome_responsavel}</span>,
  },
  { header: "Criança", cell: (p) => `${p.nome_crianca} (${p.idade} anos)` },
  { header: "Situação", cell: (p) => <Situacao mensagem={p} /> },
  {
    header: "Ações",
    cell: (p) => (
      <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Abrir id={p.id} quem={p.nome_responsavel} />
        <Matricula pedido={p} />
      </span>
    ),
  },
]

/**
 * To those who enrol (the reader tells them alone `matriculado`): 'Matricular', the request opened
 * on the enrolments' page, or 'Matriculado' once its child exists.
 */
function Matricula({ pedido }: { pedido: PedidoEscolinha }) {
  if (pedido.matriculado === undefined) return null
  if (pedido.matriculado) return <StatusBadge status="aprovado" label="Matriculado" />
  return (
    <Link
      to={`/painel/escolinha/matriculas?acao=matricular&id=${encodeURIComponent(pedido.id)}`}
      className="inline-flex min-h-8 items-center font-semibold text-marca-800 underline hover:text-marca-950"
    >
      Matricular<span className="sr-only"> {pedido.nome_crianca}</span>
    </Link>
  )
}

export type Resposta = { email: string; whatsapp: string | null }

/** The message's dialog: everything it says, the two ways to answer, and the answered mark. */
export function MensagemDialog(
  props: { resposta: Resposta } & (
    | { tipo: "contato"; mensagem: Contato }
    | { tipo: "escolinha"; mensagem: PedidoEscolinha & { idade: number } }
  ),
) {
  const { resposta, mensagem } = props
  const respondida = !isUnanswered(mensagem)
  return (
    <Dialog title={props.tipo === "contato" ? `Mensagem de ${props.mensagem.nome}` : "Pedido da escolinha"}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailItem label="Recebida em">{formatDateTime(mensagem.created)}</DetailItem>
        <DetailItem label="Situação">
          <Situacao mensagem={mensagem} />
        </DetailItem>
        {props.tipo === "contato" ? (
          <>
            <DetailItem label="Nome">{props.mensagem.nome}</DetailItem>
            <DetailItem label="Telefone">{props.mensagem.telefone}</DetailItem>
            <DetailItem label="E-mail" wide>
              {props.mensagem.email}
            </DetailItem>
            <DetailItem label="Assunto" wide>
              {props.mensagem.assunto}
            </DetailItem>
            <DetailItem label="Mensagem" wide>
              {props.mensagem.mensagem}
            </DetailItem>
          </>
        ) : (
          <>
            <DetailItem label="Responsável">{props.mensagem.nome_responsavel}</DetailItem>
            <DetailItem label="CPF do responsável">{props.mensagem.cpf_responsavel}</DetailItem>
            <DetailItem label="Criança">{props.mensagem.nome_crianca}</DetailItem>
            <DetailItem label="Data de nascimento">
              {formatDate(props.mensagem.data_nascimento)} ({props.mensagem.idade} anos)
            </DetailItem>
            <DetailItem label="Telefone">{props.mensagem.telefone}</DetailItem>
            <DetailItem label="E-mail">{props.mensagem.email}</DetailItem>
            {props.mensagem.observacoes ? (
              <DetailItem label="Observações" wide>
                {props.mensagem.observacoes}
              </DetailItem>
            ) : null}
          </>
        )}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={resposta.email} className={buttonClass("primary")}>
          <Icon name="mail" className="size-5" />
          Responder por e-mail
        </a>
        {resposta.whatsapp ? (
          <a
            href={resposta.whatsapp}
            rel="noopener noreferrer"
            target="_blank"
            className={buttonClass("secondary")}
          >
            <Icon name="phone" className="size-5" />
            Responder pelo WhatsApp
          </a>
        ) : null}
      </div>
      <Form method="post" className="mt-4 border-t border-gray-200 pt-4">
        <input type="hidden" name="id" value={mensagem.id} />
        <SubmitButton
          name="intent"
          value={(respondida ? "reabrir" : "responder") satisfies IntentOf<typeof mensagensIntents>}
          pendingLabel="Salvando..."
          variant={respondida ? "secondary" : "primary"}
        >
          {respondida ? "Marcar como não respondida" : "Marcar como respondida"}
        </SubmitButton>
      </Form>
    </Dialog>
  )
}
