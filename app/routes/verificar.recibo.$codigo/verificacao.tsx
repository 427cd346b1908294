// What the public check of a receipt shows: the association, the amount in figures and words, the
// month, the payment's day and the payer as 'Maria S.'; or the day the payment was undone; or that
// no receipt has the code; or that this visitor checked too many codes.
import { DetailRow } from "~/components/ui/detail-item"
import {
  formatReciboCodigo,
  RECIBO_NAO_ENCONTRADO,
  reciboCancelado,
  VERIFICACOES_DEMAIS,
} from "@veteranos/domain/carteirinha"
import { PageHeader } from "~/components/layout/page-header"
import type { ReciboValido, ReciboVerificado } from "~/features/mensalidades/recibo-verificacao.server"
import { formatDateTime, formatDayOf } from "~/utils/format"

export type Resultado = ReciboVerificado & { codigo: string; agora: string }

export const RECIBO_VALIDO = "Recibo válido"

/** The page's heading for each answer. */
export function tituloOf(resultado: Resultado): string {
  switch (resultado.resultado) {
    case "valido":
      return RECIBO_VALIDO
    case "cancelado":
      return reciboCancelado(resultado.cancelado_em)
    case "inexistente":
      return RECIBO_NAO_ENCONTRADO
    default:
      return "Verificação de recibo"
  }
}

function Valido({ recibo, pagamento, codigo }: { recibo: ReciboValido; pagamento: string; codigo: string }) {
  return (
    <>
      <p className="text-lg text-gray-900" data-testid="recibo-valor">
        {pagamento}
      </p>
      <dl className="mt-4">
        <DetailRow label="Associação">{recibo.associacao.nome}</DetailRow>
        {recibo.associacao.cnpj ? <DetailRow label="CNPJ">{recibo.associacao.cnpj}</DetailRow> : null}
        <DetailRow label="Pago por">{recibo.nome}</DetailRow>
        <DetailRow label="Data do pagamento">{formatDayOf(recibo.pago_em)}</DetailRow>
        <DetailRow label="Código">{codigo}</DetailRow>
      </dl>
    </>
  )
}

function Mensagem(resultado: Resultado) {
  switch (resultado.resultado) {
    case "valido":
      return <Valido recibo={resultado.recibo} pagamento={resultado.pagamento} codigo={resultado.codigo} />
    case "cancelado":
      return (
        <p className="text-gray-900">
          O pagamento deste recibo ({resultado.codigo}) foi desfeito pela associação: ele não vale como
          comprovante.
        </p>
      )
    case "inexistente":
      return (
        <p className="text-gray-900">
          Nenhum recibo tem este código. Confira as 12 letras e números impressos no recibo.
        </p>
      )
    default:
      return <p className="text-gray-900">{VERIFICACOES_DEMAIS}</p>
  }
}

export function VerificacaoView(resultado: Resultado) {
  const codigo = resultado.codigo ? formatReciboCodigo(resultado.codigo) : ""
  return (
    <>
      <PageHeader title={tituloOf(resultado)} subtitle={`Verificado em ${formatDateTime(resultado.agora)}`} />
      <div className="mx-auto max-w-xl px-4 py-8" data-testid="verificacao-recibo">
        <Mensagem {...resultado} codigo={codigo} />
      </div>
    </>
  )
}
