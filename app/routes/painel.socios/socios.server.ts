// The members' directory as the page shows it (docs/decisions/member-card-and-receipts.md#the-directory):
// PocketBase's reader (pb_hooks/lib/paginas/socios.js) gives only who chose to be listed and only
// what each chose to share; here each becomes a card: the photo's square thumbnail or the initials,
// the birthday as day and month, and a wa.me link where the WhatsApp is shared.
import type { ListaCampo } from "@veteranos/domain/carteirinha"
import type { FotoSocio } from "~/features/carteirinha/carteirinha"
import { initials } from "~/features/site/cargos"
import { formatDayMonth } from "~/utils/format"
import { whatsappHref } from "~/utils/whatsapp"

/** A listed member, as the reader gives them: `whatsapp` and `aniversario` are "" unless shared. */
type Linha = {
  id: string
  nome: string
  foto: FotoSocio | null
  whatsapp: string
  /** "2000-MM-DD": only the day and the month are the person's. */
  aniversario: string
}

export type SociosDaPagina = {
  lista: { page: number; perPage: number; totalItems: number; totalPages: number; items: Linha[] }
  /** Whether the asker is in the list, and their own choices, for the line on top. */
  listado: boolean
  escolhas: Record<ListaCampo, boolean>
}

export type Socio = {
  id: string
  nome: string
  /** The photo (its list thumbnail shows), or null (then the initials show). */
  foto: Linha["foto"]
  iniciais: string
  /** "21/07", or null when not shared. */
  aniversario: string | null
  /** The wa.me link, or null when not shared (or not a phone). */
  whatsapp: string | null
}

export function toSocio(linha: Linha): Socio {
  const primeiroNome = linha.nome.trim().split(/\s+/)[0] ?? ""
  return {
    id: linha.id,
    nome: linha.nome,
    foto: linha.foto,
    iniciais: initials(linha.nome),
    aniversario: linha.aniversario ? formatDayMonth(linha.aniversario) : null,
    whatsapp: linha.whatsapp
      ? whatsappHref(linha.whatsapp, `Olá, ${primeiroNome}! Encontrei você na lista de sócios.`)
      : null,
  }
}

/** The line on top: whether the asker is listed, and with what. */
export function listedLineOf(listado: boolean, escolhas: Record<ListaCampo, boolean>): string {
  if (!listado) {
    return escolhas.lista_socios
      ? "Você não aparece na lista: ela mostra só os sócios ativos."
      : "Você não aparece na lista."
  }
  const extras = [
    escolhas.lista_whatsapp ? "o seu WhatsApp" : null,
    escolhas.aniversario_publico ? "o seu aniversário" : null,
  ].filter(Boolean)
  return extras.length
    ? `Você aparece na lista, com o seu nome, a sua foto, ${extras.join(" e ")}.`
    : "Você aparece na lista, com o seu nome e a sua foto."
}
