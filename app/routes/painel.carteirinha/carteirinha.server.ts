// The member's card as its page draws it: PocketBase's reader (pocketbase/pb_hooks/lib/paginas/
// carteirinha.js) gives the member and their status today; the site adds the QR code of the public
// check's absolute address, and asks PocketBase for a new code when the old card is lost
// (docs/decisions/member-card-and-receipts.md#the-card-and-its-code).
import type { Situacao } from "@veteranos/domain/carteirinha"
import { apiPath } from "@veteranos/domain/rotas-api"
import type { FotoSocio } from "~/features/carteirinha/carteirinha"
import { carteirinhaCheckPath } from "~/http/public-check"
import { publicUrl } from "~/http/env.server"
import { createPocketBase } from "~/http/pocketbase.server"
import { qrCodeSvg } from "~/utils/qr-code.server"

/** What the page's reader gives. */
export type CarteirinhaDoSocio = {
  token: string
  nome: string
  /** 0 for an account that is no member. */
  numero: number
  /** The membership date ("" for none). */
  socio_desde: string
  foto: FotoSocio | null
  situacao: Situacao
  /** What the dues past their day add up to. */
  devido: number
  /** The dues past their day, the oldest first. */
  vencidas: Array<{ id: string; descricao: string; data_vencimento: string; valor: number; status: string }>
}

/** The public check's absolute address, and its QR code (SVG) for a phone's camera. */
export async function verificacaoQr(token: string) {
  const url = publicUrl(carteirinhaCheckPath(token))
  return { url, qrCode: await qrCodeSvg(url) }
}

/** 'Gerar novo código': the card's new code; the old one checks as 'Carteirinha inválida' from now on. */
export async function renewCarteirinhaToken(token: string): Promise<void> {
  await createPocketBase(token).send(apiPath("newCarteirinhaToken"), { method: "POST" })
}
