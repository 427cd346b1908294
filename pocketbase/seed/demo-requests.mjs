// The demo's requests and money: dues, reservations, membership applications, youth-school
// requests, contact messages and the dashboard's counters, every date relative to the seed's day.
import { addDays, addMonths, format, setDate, subDays, subYears } from "date-fns"
import { PEOPLE } from "./content.mjs"
import { APPLICATIONS, CONTACT_MESSAGES, SCHOOL_REQUESTS } from "./content-messages.mjs"
import { pbDate, pbDateTime } from "./dates.mjs"
import { fakeCpf, fakeMobile, fakeRg } from "./random.mjs"
import { randomTime, record } from "./records.mjs"
import { monthLabel } from "../../app/domain/datas.js"
import { MENSALIDADE_DIA_VENCIMENTO, MENSALIDADE_VALOR } from "../../app/domain/mensalidades.js"

/**
 * Dues of the previous, current and next month for every active member. Last month is mostly paid;
 * a few members (never the demo associado) still owe it. The current and next months are open.
 */
export function duesRecords(people, today, rng) {
  const active = people.filter((p) => p.ativo)
  const late = new Set(
    rng
      .shuffle(active.filter((p) => !p.email.endsWith("associado@exemplo.org") && !p.board))
      .slice(0, 3)
      .map((p) => p.email),
  )
  const months = [-1, 0, 1].map((delta) => setDate(addMonths(today, delta), MENSALIDADE_DIA_VENCIMENTO))
  return months.flatMap((due, index) =>
    active.map((p, n) => {
      const paid = index === 0 && !late.has(p.email)
      const paidOn = setDate(due, rng.int(2, 12))
      return record("mensalidades", `${p.email}:${format(due, "yyyy-MM")}`, {
        descricao: `Mensalidade ${monthLabel(format(due, "yyyy-MM"))}`,
        data_vencimento: pbDate(due),
        valor: MENSALIDADE_VALOR,
        status: paid ? "pago" : "pendente",
        associado_id: p.id,
        pago_em: paid ? pbDateTime(paidOn, randomTime(rng, 8, 20)) : "",
        // Most pay by PIX, one in four in cash at the headquarters (no draw: the rest stays as drawn).
        forma_pagamento: paid ? (n % 4 === 3 ? "dinheiro" : "pix") : "",
      })
    }),
  )
}

/**
 * Reservations in every state. Future pending/approved ones are at least 7 days ahead, approved ones
 * never overlap on the same space, and the rejected future one is the overlap that was turned down.
 */
const RESERVATIONS = [
  ["João Batista Almeida", 10, "Churrasqueira", "11:00", "16:00", 30, "pendente"],
  ["João Batista Almeida", 21, "Salão de festas", "19:00", "22:00", 80, "aprovado"],
  ["João Batista Almeida", 9, "Campo de futebol", "08:00", "10:00", 22, "rejeitado"],
  ["João Batista Almeida", -30, "Churrasqueira", "12:00", "17:00", 25, "aprovado"],
  ["Ricardo Alves Martins", 9, "Campo de futebol", "08:00", "11:00", 22, "aprovado"],
  ["Sérgio Luiz Barbosa", 8, "Salão de festas", "14:00", "18:00", 60, "pendente"],
  ["Ana Lúcia Carvalho", 14, "Churrasqueira", "12:00", "18:00", 40, "pendente"],
  ["Geraldo Magela Teixeira", 25, "Salão de festas", "18:00", "22:00", 100, "pendente"],
  ["Wagner Luís Monteiro", 30, "Churrasqueira", "10:00", "15:00", 35, "aprovado"],
  ["Jorge Henrique Castro", 16, "Salão de festas", "20:00", "22:00", 100, "rejeitado"],
  ["Cláudio Roberto Freitas", -5, "Salão de festas", "18:00", "22:00", 70, "aprovado"],
  ["Edson Ferreira Dias", -45, "Campo de futebol", "08:00", "12:00", 30, "rejeitado"],
]

export function reservationRecords(people, today) {
  const byName = new Map(people.map((p) => [p.nome, p]))
  return RESERVATIONS.map(([nome, offset, local, inicio, fim, capacidade, status]) => {
    const person = byName.get(nome)
    if (!person) throw new Error(`reserva de pessoa desconhecida: ${nome}`)
    // The space by its name: the seed points it at the space's record (spaces.mjs).
    return record("reservas", `${person.email}:${offset}:${local}`, {
      espaco: local,
      data: pbDate(addDays(today, offset)),
      hora_inicio: inicio,
      hora_fim: fim,
      capacidade,
      associado_id: person.id,
      associado_nome: person.nome,
      status,
    })
  })
}

/** A birth date `age` years (plus some days) before today. */
const bornAgo = (today, age, extraDays) => subDays(subYears(today, age), extraDays)

export function applicationRecords(today, rng) {
  return APPLICATIONS.map((a) => {
    const sentAt = pbDateTime(subDays(today, a.daysAgo), randomTime(rng, 8, 21))
    return record("pedido_socio", a.email, {
      nome: a.nome,
      email: a.email,
      telefone: fakeMobile(rng),
      data_nascimento: pbDate(bornAgo(today, a.age, rng.int(10, 300))),
      rg: fakeRg(rng),
      cpf: fakeCpf(rng),
      endereco: a.endereco,
      observacoes: a.observacoes ?? "",
      status: a.status,
      tipo: "filiacao",
      data_solicitacao: sentAt,
      consentimento: true,
      consentimento_em: sentAt,
    })
  })
}

/** The board's inbox: the older half of the messages already answered by the president, days ago. */
const answered = (today, rng, i, total) =>
  i >= total / 2
    ? {
        respondido_em: pbDateTime(subDays(today, 1 + i), randomTime(rng, 9, 18)),
        respondido_por_nome: PEOPLE[0].nome,
      }
    : {}

export function schoolRequestRecords(today, rng) {
  return SCHOOL_REQUESTS.map((r, i) =>
    record("pedido_escolinha", `${r.email}:${r.nome_crianca}`, {
      ...answered(today, rng, i, SCHOOL_REQUESTS.length),
      nome_responsavel: r.nome_responsavel,
      cpf_responsavel: fakeCpf(rng),
      nome_crianca: r.nome_crianca,
      data_nascimento: pbDate(bornAgo(today, r.age, r.extraDays)),
      telefone: fakeMobile(rng),
      email: r.email,
      observacoes: r.observacoes ?? "",
      tipo: "Pedido",
      consentimento: true,
      consentimento_em: pbDateTime(subDays(today, 2 + i * 4), randomTime(rng, 8, 21)),
    }),
  )
}

export function contactRecords(today, rng) {
  return CONTACT_MESSAGES.map((m, i) =>
    record("contato", m.email, {
      ...m,
      telefone: fakeMobile(rng),
      ...answered(today, rng, i, CONTACT_MESSAGES.length),
    }),
  )
}

/** The dashboard's counters: one pending 'associado' per pending application, two school ones. */
export function requestCounterRecords() {
  const pendingApplications = APPLICATIONS.filter((a) => a.status === "pendente").length
  const tipos = [...Array(pendingApplications).fill("associado"), "Pedido", "Pedido"]
  return tipos.map((tipo, i) => record("solicitacoes", `${tipo}:${i}`, { tipo, status: "pendente" }))
}
