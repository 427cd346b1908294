// The public check of a receipt's code (docs/decisions/member-card-and-receipts.md#receipts-anyone-can-check):
// PocketBase's route answers it for anyone, and its limiter counts each visitor apart
// (askPublicCheck), so codes cannot be found by trying.
import { normalizeReciboCodigo } from "@veteranos/domain/carteirinha"
import { askPublicCheck } from "~/http/public-check.server"
import { referenteA, valorComExtenso } from "./recibo"

/** What a standing receipt proves: nothing of the payer beyond 'Maria S.'. */
export type ReciboValido = {
  associacao: { nome: string; cnpj: string; cidade: string }
  valor: number
  /** The month the due settles (yyyy-MM). */
  mes: string
  /** When the payment was confirmed (an instant). */
  pago_em: string
  /** 'Maria S.' */
  nome: string
}

export type ReciboVerificado =
  /** `pagamento`: 'R$ 80,00 (oitenta reais), referente à mensalidade de novembro/2026.' */
  | { resultado: "valido"; recibo: ReciboValido; pagamento: string }
  | { resultado: "cancelado"; cancelado_em: string }
  | { resultado: "inexistente" }
  | { resultado: "demais" }

/**
 * What the receipt `codigo` (with or without its dashes, any case) proves to the visitor of
 * `request`: its payment, the day it was undone, "inexistente" for a code no receipt has, or "demais"
 * once this visitor has checked too many codes (PocketBase's 429). A 503 when PocketBase is down.
 */
export async function checkRecibo(request: Request, codigo: string): Promise<ReciboVerificado> {
  const check = await askPublicCheck<ReciboValido | { cancelado_em: string }>(
    request,
    "verifyRecibo",
    normalizeReciboCodigo(codigo) || null,
  )
  if (typeof check === "string") return { resultado: check }
  const answer = check.resposta
  return "cancelado_em" in answer
    ? { resultado: "cancelado", cancelado_em: answer.cancelado_em }
    : {
        resultado: "valido",
        recibo: answer,
        pagamento: `${valorComExtenso(answer.valor)}, ${referenteA(answer.mes)}.`,
      }
}
