// The notice as its page shows it, from the record and the association's settings: both calls' times
// in São Paulo (the second one the minutes the notice was published under later), where it meets,
// and who convenes, with their seat's label.
import { cargoLabel } from "@veteranos/domain/cargos"
import { assembleiaTitulo } from "@veteranos/domain/assembleias"
import { INTERVALO_SEGUNDA_CHAMADA_PADRAO, segundaChamadaEm } from "@veteranos/domain/assembleias-estatuto"
import type { SiteConfig } from "~/http/site-config.server"
import { formatDateTime, formatDayOf, parseDate } from "~/utils/format"
import type { EditalPagina } from "./edital"
import type { Edital, EditalItem } from "./edital.server"

export function editalPagina(edital: Edital, itens: EditalItem[], site: SiteConfig): EditalPagina {
  const primeira = parseDate(edital.primeira_chamada)
  const minutos = edital.estatuto?.minutosSegundaChamada ?? INTERVALO_SEGUNDA_CHAMADA_PADRAO
  const segunda = primeira ? new Date(segundaChamadaEm(primeira.getTime(), minutos)) : null
  const presencial = edital.modalidade !== "online"
  const online = edital.modalidade !== "presencial" && edital.link
  const { logradouro, cidade } = site.endereco
  return {
    associacao: {
      nome: site.nome,
      sigla: site.sigla,
      cnpj: site.cnpj,
      endereco: [logradouro, cidade].filter(Boolean).join(" · "),
    },
    titulo: assembleiaTitulo(edital.tipo),
    cancelada: edital.status === "cancelada" ? { motivo: edital.motivo_cancelamento } : null,
    primeiraChamada: formatDateTime(edital.primeira_chamada),
    segundaChamada: segunda ? formatDateTime(segunda) : "",
    local: presencial ? edital.local : "",
    online: online ? { link: edital.link, instrucoes: edital.instrucoes } : null,
    itens,
    convocacao: {
      nome: edital.convocada_por_nome,
      cargo: edital.convocada_por_cargo ? cargoLabel(edital.convocada_por_cargo) : "",
      data: formatDayOf(edital.publicada_em),
      cidade,
    },
  }
}
