// Whom 'Já paguei' writes to: the current financial director (the executive board's seat whose
// position is `financeiro`, its public phone), else the association's WhatsApp from the settings.
import { FINANCEIRO, normalizeCargo } from "@veteranos/domain/cargos"
import { orFallback } from "~/http/fallback.server"
import { listMembrosDiretoria } from "~/features/site/diretoria.server"
import { jaPagueiHref, jaPagueiMessage } from "./ja-paguei"

/** The financial director's phones (a seat that cannot be read just now leaves the association's). */
async function financeiroPhones(): Promise<string[]> {
  const seats = await orFallback(
    "diretor financeiro",
    listMembrosDiretoria("diretoria", Number.POSITIVE_INFINITY),
    [],
  )
  return seats.filter((seat) => normalizeCargo(seat.cargo) === FINANCEIRO).map((seat) => seat.telefone)
}

/**
 * The 'Já paguei' wa.me link for the member `nome`'s due, to the financial director, else to the
 * association's `whatsapp` (the settings'); null when neither is a phone.
 */
export async function jaPagueiLink(
  nome: string,
  mensalidade: { descricao: string; valor: number; data_vencimento: string },
  whatsapp: string,
): Promise<string | null> {
  return jaPagueiHref([...(await financeiroPhones()), whatsapp], jaPagueiMessage(nome, mensalidade))
}
