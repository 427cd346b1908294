// A paid due's receipt, for its page and its PDF alike (the same guard and the same data): what
// PocketBase's reader gave for the page's one question (pocketbase/pb_hooks/lib/paginas/
// mensalidade-comprovante.js and its .pdf twin: only the member's own due; the CPF, the signatory
// and the receipt's code once it is paid), written as recibo.ts writes a receipt.
import type { PanelUser } from "~/auth/guards.server"
import { publicUrl } from "~/http/env.server"
import { getSiteConfig } from "~/http/site-config.server"
import { panelData } from "~/panel/page-data.server"
import type { MensalidadePropria } from "./mensalidade-propria.server"
import { toMensalidade } from "./mensalidades.server"
import { reciboOf } from "./recibo"

/** What the reader adds to the due for its receipt: null until it is paid. */
type ReciboLido = {
  /** The standing receipt code, "" if none. */
  codigo: string
  /** The payer's CPF as stored, "" if none. */
  cpf: string
  /** The financial director on the payment's day, "" if the seat was empty. */
  signatario: string
}

/**
 * The receipt of the member `user`'s paid due (the request's page), with the due as the page lists
 * it. A due not theirs, or not paid, is a 404: there is no receipt to show.
 */
export async function reciboDaMensalidade(request: Request, user: PanelUser) {
  const dados = await panelData<MensalidadePropria & { recibo?: ReciboLido | null }>(request, "mensalidade")
  const mensalidade = dados?.mensalidade ? toMensalidade(dados.mensalidade) : null
  if (!mensalidade || mensalidade.associado_id !== user.id || mensalidade.status !== "pago") {
    throw new Response("Comprovante não encontrado", { status: 404 })
  }
  const site = await getSiteConfig()
  const { logradouro, cidade } = site.endereco
  const recibo = reciboOf({
    mensalidade,
    pagador: { nome: user.nome, cpf: dados.recibo?.cpf ?? "" },
    associacao: { nome: site.nome, cnpj: site.cnpj, endereco: `${logradouro}, ${cidade}`, cidade },
    signatario: dados.recibo?.signatario ?? "",
    codigo: dados.recibo?.codigo ?? "",
    siteUrl: publicUrl("/"),
  })
  return { mensalidade, recibo }
}
