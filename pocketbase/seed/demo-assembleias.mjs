// The demo's general assemblies (docs/decisions/general-assembly.md): last year's Ordinária of March,
// held and closed (installed on the first call, the accounts of the year before approved, a motion
// voted, a report noted, the frozen list with its presences), and a notice published for a date
// ahead, convened by the president. Written directly as a superuser, the seed's way: no step's
// route runs, so no e-mail is queued. A closed assembly refuses any change (pb_hooks'
// assembleias-trava.js), so it is stored open first, then its agenda and list, then closed.
import { addDays, subDays } from "date-fns"
import { aptidaoOf, resultadoOf } from "../../app/domain/assembleias-estatuto.js"
import { ASSEMBLEIA_TIPOS } from "../../app/domain/assembleias.js"
import { CAMPOS } from "../../app/domain/associacao.js"
import { cargoLabel } from "../../app/domain/cargos.js"
import { calendarDay, pbDateTime } from "./dates.mjs"
import { record, two } from "./records.mjs"
import { stableId } from "./random.mjs"

const [ORDINARIA, EXTRAORDINARIA] = ASSEMBLEIA_TIPOS
const LOCAL = `Sede social – ${CAMPOS.endereco.padrao}`
// The statute's numbers of the settings' defaults, as publishing freezes them on a notice.
const ESTATUTO = {
  antecedenciaDias: CAMPOS.antecedencia_assembleia_dias.padrao,
  quorum: CAMPOS.quorum_assembleia.padrao,
  minutosSegundaChamada: CAMPOS.minutos_segunda_chamada.padrao,
  maioriaQualificada: CAMPOS.maioria_qualificada.padrao,
}
/** How many members able to vote stayed home from last year's assembly. */
const AUSENTES = 5

/** The first Saturday on or after `day`. */
const saturdayFrom = (day) => addDays(day, (6 - day.getDay() + 7) % 7)

/** @param {Array<{ id: string, nome: string, ativo: boolean, board?: { cargo: string, tipo: string } }>} people */
const seatOf = (people, cargo) => people.find((p) => p.board?.tipo === "diretoria" && p.board.cargo === cargo)

/** An agenda's items, by their order, on the assembly `key` (id `id`). */
const itemsOf = (key, id) => (ordem, fields) =>
  record("assembleia_itens", `${key}:${ordem}`, { assembleia: id, ordem, qualificada: false, ...fields })

/** Who convened: the president, as the notice names them. */
function convocacao(presidente, publicadaEm) {
  return {
    criada_por: presidente.id,
    publicada_em: publicadaEm,
    convocada_por: presidente.id,
    convocada_por_nome: presidente.nome,
    convocada_por_cargo: cargoLabel("presidente"),
    estatuto: ESTATUTO,
  }
}

/** Last year's assembly, its accounts' opinion (the year before last), agenda and frozen list. */
function heldAssembly(people, today) {
  const ano = today.getFullYear() - 1
  const day = saturdayFrom(calendarDay(ano, 3, 15))
  const at = (time) => pbDateTime(day, time)
  const presidente = seatOf(people, "presidente")
  const secretario = seatOf(people, "secretario")
  const key = `ordinaria:${ano}`
  const id = stableId("assembleias", key)
  const fields = {
    tipo: ORDINARIA,
    primeira_chamada: at("09:00"),
    modalidade: "presencial",
    local: LOCAL,
    ...convocacao(presidente, pbDateTime(subDays(day, 24), "10:00")),
    aberta_em: at("08:40"),
    instalada_em: at("09:05"),
    chamada: "primeira",
  }
  // One active member owed February's due on the day: not able to vote, present all the same.
  const devedor = people.filter((p) => p.ativo && !p.board).at(-1)
  const mes = `${ano}-03`
  const lista = people.map((p) => {
    const dues = p === devedor ? [{ data_vencimento: `${ano}-02-10`, status: "pendente" }] : []
    return { p, ...aptidaoOf({ ativo: p.ativo, mensalidades: dues }, mes) }
  })
  const aptos = lista.filter((row) => row.apto)
  const ausentes = new Set(aptos.slice(-AUSENTES).map((row) => row.p.id))
  const presentes = lista.filter((row) => (row.apto && !ausentes.has(row.p.id)) || row.p === devedor)
  const presentesAptos = presentes.filter((row) => row.apto).length
  const rows = lista.map((row) => {
    const index = presentes.indexOf(row)
    return record("assembleia_associados", `${key}:${row.p.id}`, {
      assembleia: id,
      associado: row.p.id,
      nome: row.p.nome,
      apto: row.apto,
      motivo: row.motivo,
      presente: index >= 0,
      presente_em: index >= 0 ? at(`08:${two(41 + Math.floor(index / 2))}`) : "",
      online: false,
      marcado_por_nome: index >= 0 ? secretario.nome : "",
    })
  })
  const voto = (a_favor, contra, abstencoes) => {
    const votos = { a_favor, contra, abstencoes }
    const regra = { qualificada: false, fracao: ESTATUTO.maioriaQualificada, presentesAptos }
    return { forma: "aberta", ...votos, resultado: resultadoOf(votos, regra), votado_em: at("09:40") }
  }
  const item = itemsOf(key, id)
  const anoContas = ano - 1
  return [
    record("assembleias", key, { ...fields, status: "aberta" }),
    // The accounts of the year before, with the council's opinion and the assembly's verdict on them.
    record("pareceres", `parecer:${anoContas}`, {
      ano: anoContas,
      resultado: "aprovadas",
      texto: "As contas conferem com os extratos bancários, os recibos e as notas apresentados.",
      assembleia: id,
      assembleia_resultado: "aprovadas",
      assembleia_data: fields.primeira_chamada,
    }),
    item(1, {
      titulo: `Aprovação das contas de ${anoContas}`,
      tipo: "contas",
      ano: anoContas,
      ...voto(presentesAptos - 1, 0, 1),
      observacoes: "O presidente do conselho fiscal leu o parecer; nenhuma pergunta ficou sem resposta.",
    }),
    item(2, {
      titulo: "Reforma dos vestiários do campo com recursos do caixa",
      tipo: "deliberacao",
      ...voto(presentesAptos - 5, 4, 1),
    }),
    item(3, {
      titulo: "Calendário de torneios e jogos festivos do ano",
      tipo: "informe",
      observacoes: "A diretoria apresentou as datas; sugestões podem ser enviadas pela página de contato.",
    }),
    ...rows,
    record("assembleias", key, { ...fields, status: "encerrada", encerrada_em: at("10:35") }),
  ]
}

/** A notice published two days ago for an Extraordinária three to four weeks ahead, hybrid. */
function publishedNotice(people, today) {
  const day = saturdayFrom(addDays(today, 21))
  const key = `extraordinaria:${day.getFullYear()}-${two(day.getMonth() + 1)}`
  const id = stableId("assembleias", key)
  const item = itemsOf(key, id)
  return [
    record("assembleias", key, {
      tipo: EXTRAORDINARIA,
      primeira_chamada: pbDateTime(day, "09:00"),
      modalidade: "hibrida",
      local: LOCAL,
      link: "https://meet.jit.si/veteranos-vila-nova-assembleia",
      instrucoes: "O link abre 15 minutos antes; entre com o seu nome completo para marcar a presença.",
      status: "publicada",
      ...convocacao(seatOf(people, "presidente"), pbDateTime(subDays(today, 2), "10:00")),
    }),
    item(1, {
      titulo: "Reforma do estatuto: mandato da diretoria de 3 para 2 anos",
      tipo: "deliberacao",
      qualificada: true,
    }),
    item(2, { titulo: "Compra do terreno ao lado da sede para o estacionamento", tipo: "deliberacao" }),
    item(3, { titulo: "Andamento da reforma dos vestiários", tipo: "informe" }),
  ]
}

/**
 * The demo's assemblies, to the people of buildPeople (its pareceres record for the year before
 * last too): stored after the accounts, in this order.
 * @param {Array<{ id: string, nome: string, ativo: boolean, board?: { cargo: string, tipo: string } }>} people
 * @param {Date} today São Paulo's day (dates.mjs)
 */
export function assemblyRecords(people, today) {
  return [...heldAssembly(people, today), ...publishedNotice(people, today)]
}
