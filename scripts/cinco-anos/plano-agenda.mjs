// Five years' agenda, as a plan: the events (a few ahead), who signed up for each, and the
// reservations of the association's spaces, none two approved on one space the same day (PocketBase
// refuses overlaps: lib/reservas.js). Pure and seeded, drawing from the plan's one sequence.
import { addDays, format, subDays } from "date-fns"
import { pbDate, pbDateTime } from "../../pocketbase/seed/dates.mjs"

const TIPOS_DE_EVENTO = [
  ["Jogo festivo dos veteranos", "Campo municipal"],
  ["Churrasco de confraternização", "Sede da associação"],
  ["Torneio de integração", "Campo de futebol da associação"],
  ["Assembleia geral ordinária", "Salão de festas"],
  ["Festa junina", "Sede da associação"],
  ["Amistoso contra os veteranos do bairro", "Estádio do bairro"],
  ["Bingo beneficente", "Salão de festas"],
  ["Reunião da diretoria aberta aos sócios", "Sede da associação"],
]
/** Events still ahead: their sign-ups are open. */
const FUTUROS = 10
const ESPACOS = ["Salão de festas", "Churrasqueira", "Campo de futebol"]
const DIAS = 5 * 365

function planEventos(rng, pessoas, today, total) {
  const passados = total - FUTUROS
  return Array.from({ length: total }, (_, i) => {
    const [tipo, localizacao] = rng.pick(TIPOS_DE_EVENTO)
    const day =
      i < passados
        ? subDays(today, Math.round(((passados - i) * DIAS) / passados))
        : addDays(today, (i - passados + 1) * 6)
    const capacidade = rng.pick([0, 30, 50, 80, 120, 200])
    // Most events are small: a few dozen sign up; the waiting list forms where capacity is short.
    const inscritos = rng
      .shuffle(pessoas)
      .slice(0, rng.int(5, capacidade ? Math.min(capacidade + 10, 40) : 25))
    return {
      key: `evento:${i}`,
      titulo: `${tipo} – ${format(day, "MM/yyyy")}`,
      descricao: `${tipo} da associação. Traga a família; a programação completa fica na sede.`,
      data_evento: pbDateTime(day, rng.pick(["09:00", "14:00", "19:00", "20:00"])),
      localizacao,
      capacidade,
      inscritos: inscritos.map((p) => p.key),
    }
  })
}

/**
 * Reservations over the five years and the next weeks: the past ones decided, the future ones at
 * least a week ahead; a space and day taken once, whatever the status.
 */
function planReservas(rng, pessoas, today, total) {
  const taken = new Set()
  const associado = pessoas.find((p) => p.email === "associado@exemplo.org")
  return Array.from({ length: total }, (_, i) => {
    const futura = i >= total - Math.ceil(total / 20)
    let espaco
    let day
    do {
      espaco = rng.pick(ESPACOS)
      day = futura ? addDays(today, rng.int(7, 90)) : subDays(today, rng.int(1, DIAS))
    } while (taken.has(`${espaco}:${format(day, "yyyy-MM-dd")}`))
    taken.add(`${espaco}:${format(day, "yyyy-MM-dd")}`)
    // The demo member books now and then, as members do.
    const pessoa = i % 25 === 0 ? associado : rng.pick(pessoas)
    const inicio = rng.int(8, 18)
    const r = rng.next()
    return {
      key: `reserva:${i}`,
      espaco,
      data: pbDate(day),
      hora_inicio: `${String(inicio).padStart(2, "0")}:00`,
      hora_fim: `${String(inicio + rng.int(2, 5)).padStart(2, "0")}:00`,
      capacidade: rng.int(10, 100),
      pessoa: pessoa.key,
      associado_nome: pessoa.nome,
      status: futura ? (r < 0.5 ? "pendente" : "aprovado") : r < 0.8 ? "aprovado" : "rejeitado",
    }
  })
}

/** `eventos` events and their sign-ups, and `reservas` reservations. */
export function planAgenda(rng, pessoas, today, { eventos, reservas }) {
  return {
    eventos: planEventos(rng, pessoas, today, Math.max(eventos, FUTUROS + 1)),
    reservas: planReservas(rng, pessoas, today, reservas),
  }
}
