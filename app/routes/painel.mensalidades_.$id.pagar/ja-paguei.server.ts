// Whom 'Já paguei' writes to: the current financial director (the executive board's seat whose
// position is `financeiro`, its public phone, which the page's reader gives), else the association's
// WhatsApp from the settings.
import { jaPagueiHref, jaPagueiMessage } from "./ja-paguei"

/**
 * The 'Já paguei' wa.me link for the member `nome`'s due, to the first of `telefones` that is a phone
 * (the financial director's, then the association's WhatsApp from the settings); null when none is.
 */
export function jaPagueiLink(
  nome: string,
  mensalidade: { descricao: string; valor: number; data_vencimento: string },
  telefones: readonly string[],
): string | null {
  return jaPagueiHref(telefones, jaPagueiMessage(nome, mensalidade))
}
