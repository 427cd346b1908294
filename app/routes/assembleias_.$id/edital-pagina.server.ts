// The notice as its page shows it, from the record and the association's settings: both calls' times
// in São Paulo (the second one the minutes the notice was published under later), where it meets,
// and who convenes, with their seat's label. An election item lists its registered slates, each
// person by seat, and links to its result once the vote closed.
import { cargoLabel } from "@veteranos/domain/cargos"
import { chapaTitulo } from "@veteranos/domain/eleicoes"
import { apuracaoPath } from "~/features/eventos/assembleia-publica"
import { assembleiaTitulo } from "@veteranos/domain/assembleias"
import { INTERVALO_SEGUNDA_CHAMADA_PADRAO, segundaChamadaEm } from "@veteranos/domain/assembleias-estatuto"
import type { SiteConfig } from "~/http/site-config.server"
import { formatDateTime, formatDayOf, parseDate } from "~/utils/format"
import type { EditalPagina } from "./edital"
import type { Edital, EditalChapa, EditalItem } from "./edital.server"

/** The agenda as the notice lists it: an election's slates and, once counted, its result's link. */
function itensDoEdital(edital: Edital, itens: EditalItem[], chapas: EditalChapa[]): EditalPagina["itens"] {
  return itens.map((item) => ({
    id: item.id,
    ordem: item.ordem,
    titulo: item.titulo,
    chapas: chapas
      .filter((chapa) => chapa.item === item.id)
      .map((chapa) => ({
        id: chapa.id,
        titulo: chapaTitulo(chapa.numero, chapa.nome),
        membros: chapa.membros.map((membro) => ({ cargo: cargoLabel(membro.cargo), nome: membro.nome })),
      })),
    apuracao:
      item.tipo === "eleicao" && item.votacao === "encerrada" ? apuracaoPath(edital.id, item.id) : null,
  }))
}

export function editalPagina(
  edital: Edital,
  itens: EditalItem[],
  chapas: EditalChapa[],
  site: SiteConfig,
): EditalPagina {
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
    itens: itensDoEdital(edital, itens, chapas),
    convocacao: {
      nome: edital.convocada_por_nome,
      cargo: edital.convocada_por_cargo ? cargoLabel(edital.convocada_por_cargo) : "",
      data: formatDayOf(edital.publicada_em),
      cidade,
    },
  }
}
