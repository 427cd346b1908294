// Turns the demo's words (content.mjs) into PocketBase records, with every date relative to the day
// the seed runs. Nothing here talks to the server: the result is a list of { collection, data }
// in dependency order (accounts first), with stable ids so relations can point at records that are
// stored in the same run.
import { randomBytes } from "node:crypto"
import { addDays, addMonths, format, setDate, subDays, subYears } from "date-fns"
import {
  APPLICATIONS,
  ASSOCIATION,
  CALENDAR,
  CONTACT_MESSAGES,
  DEMO_PASSWORD,
  DOCUMENTS,
  PEOPLE,
  PHOTOS,
  RELATIVE_EVENTS,
  SCHOOL_GALLERY,
  SCHOOL_REQUESTS,
  YEARLY_EVENTS,
} from "./content.mjs"
import { calendarDay, monthYearLabel, pbDate, pbDateTime, saoPauloDay } from "./dates.mjs"
import { makePdf } from "./pdf.mjs"
import { demoPicture } from "./png.mjs"
import { emailLocalPart, fakeCpf, fakeMobile, fakeRg, stableId } from "./random.mjs"

const MONTHLY_FEE = 80
const DUE_DAY = 10

const record = (collection, key, fields) => ({
  collection,
  data: { id: stableId(collection, key), ...fields },
})

const pngFile = (name, bytes) => new File([bytes], name, { type: "image/png" })
const two = (n) => String(n).padStart(2, "0")
const randomTime = (rng, fromHour, toHour) => `${two(rng.int(fromHour, toHour))}:${two(rng.int(0, 59))}`

/**
 * Birthdays: exactly one person today, the "month" people on other days of the current month, and
 * everyone else on any day of the other eleven months (so nobody else has a birthday today).
 */
function birthDates(today, rng) {
  const month = today.getMonth() + 1
  const otherDays = rng.shuffle(
    Array.from({ length: 28 }, (_, i) => i + 1).filter((d) => d !== today.getDate()),
  )
  const otherMonths = Array.from({ length: 12 }, (_, i) => i + 1).filter((m) => m !== month)
  let spread = rng.int(0, 10)
  return PEOPLE.map((person) => {
    const age = rng.int(45, 76)
    const year = today.getFullYear() - age
    if (person.birthday === "today") {
      // A leap year, so that even 29 February exists in the year of birth.
      const leap = year - (year % 4)
      return calendarDay(leap, month, today.getDate())
    }
    if (person.birthday === "month") return calendarDay(year, month, otherDays.pop())
    const m = otherMonths[spread++ % otherMonths.length]
    return calendarDay(year, m, rng.int(1, 28))
  })
}

/** The people with their account fields, ids and roles, shared by the other builders. */
function buildPeople(today, rng) {
  const births = birthDates(today, rng)
  return PEOPLE.map((person, i) => {
    const email = person.email ?? `${emailLocalPart(person.nome)}@exemplo.org`
    return {
      ...person,
      email,
      id: stableId("cadastro_geral", email),
      ativo: person.ativo !== false,
      // The role accounts share the documented demo password; nobody needs the others' passwords.
      password: person.email ? DEMO_PASSWORD : randomBytes(18).toString("base64url"),
      telefone: fakeMobile(rng),
      dt_nasc: births[i],
    }
  })
}

function accountRecords(people) {
  return people.map((p) =>
    record("cadastro_geral", p.email, {
      email: p.email,
      emailVisibility: true,
      verified: true,
      password: p.password,
      passwordConfirm: p.password,
      nome: p.nome,
      telefone: p.telefone,
      dt_nasc: pbDate(p.dt_nasc),
    }),
  )
}

function memberRecords(people) {
  return people.map((p) =>
    record("associados", p.email, {
      nome: p.nome,
      id_cadastro_geral: p.id,
      status: p.ativo ? 1 : 0,
    }),
  )
}

/** The current 3-year term: terms start on 1 January of 2025, 2028, 2031... */
function currentTerm(today) {
  const year = today.getFullYear()
  const start = 2025 + 3 * Math.floor((year - 2025) / 3)
  return { inicio: calendarDay(start, 1, 1), fim: calendarDay(start + 2, 12, 31) }
}

function boardRecords(people, today) {
  const term = currentTerm(today)
  return people
    .filter((p) => p.board)
    .map((p) =>
      record("diretoria", `${p.board.cargo}:${p.email}`, {
        idCadGeral: p.id,
        cargo: p.board.cargo,
        tipo: p.board.tipo,
        email: p.board.publicEmail === false ? "" : p.email,
        telefone: p.board.publicPhone === false ? "" : p.telefone,
        inicio_mandato: pbDate(term.inicio),
        fim_mandato: pbDate(term.fim),
      }),
    )
}

/**
 * Events relative to today, plus the fixed yearly ones of the current year unless their day already
 * has an event (so there is exactly one event today).
 */
function eventRecords(today) {
  const placed = RELATIVE_EVENTS.map((e) => ({ ...e, day: addDays(today, e.offset) }))
  const taken = new Set(placed.map((e) => format(e.day, "yyyy-MM-dd")))
  for (const e of YEARLY_EVENTS) {
    const day = calendarDay(today.getFullYear(), e.month, e.day)
    if (!taken.has(format(day, "yyyy-MM-dd"))) placed.push({ ...e, day })
  }
  return placed.map((e) =>
    record("eventos", e.titulo, {
      titulo: e.titulo,
      descricao: e.descricao,
      data_evento: pbDateTime(e.day, e.time),
      localizacao: e.localizacao,
      capacidade: e.capacidade,
    }),
  )
}

function calendarRecords() {
  return CALENDAR.map(([mes, evento]) => record("calendario_anual", `${mes}:${evento}`, { mes, evento }))
}

function documentRecords(today) {
  const lastYear = String(today.getFullYear() - 1)
  return DOCUMENTS.map((doc) => {
    const nome = doc.nome.replace("{ano}", lastYear)
    const pdf = makePdf({
      title: nome,
      subtitle: ASSOCIATION,
      paragraphs: [doc.descricao, ...doc.paragraphs],
      footer: "Documento de demonstração gerado automaticamente para o site da associação.",
    })
    const fileName = doc.arquivo.replace("{ano}", lastYear)
    return record("documentos", doc.arquivo, {
      nome,
      descricao: doc.descricao,
      categoria: doc.categoria,
      arquivo: new File([pdf], fileName, { type: "application/pdf" }),
    })
  })
}

function photoRecords(today, rng) {
  return PHOTOS.map((photo, i) =>
    record("fotos", photo.titulo, {
      titulo: photo.titulo,
      data: pbDate(subDays(today, photo.daysAgo)),
      imagem: pngFile(`foto-${two(i + 1)}.png`, demoPicture(i, rng)),
    }),
  )
}

function schoolGalleryRecords(rng) {
  return SCHOOL_GALLERY.map((titulo, i) =>
    record("galeria_escolinha", titulo, {
      titulo,
      // Offset by one so the gallery does not start with the same scene as the photos.
      imagem: pngFile(`escolinha-${two(i + 1)}.png`, demoPicture(i + 1, rng)),
    }),
  )
}

/**
 * Dues of the previous, current and next month for every active member. Last month is mostly paid;
 * a few members (never the demo associado) still owe it. The current and next months are open.
 */
function duesRecords(people, today, rng) {
  const active = people.filter((p) => p.ativo)
  const late = new Set(
    rng
      .shuffle(active.filter((p) => !p.email.endsWith("associado@exemplo.org") && !p.board))
      .slice(0, 3)
      .map((p) => p.email),
  )
  const months = [-1, 0, 1].map((delta) => setDate(addMonths(today, delta), DUE_DAY))
  return months.flatMap((due, index) =>
    active.map((p) => {
      const paid = index === 0 && !late.has(p.email)
      const paidOn = setDate(due, rng.int(2, 12))
      return record("mensalidades", `${p.email}:${format(due, "yyyy-MM")}`, {
        descricao: `Mensalidade ${monthYearLabel(due)}`,
        data_vencimento: pbDate(due),
        valor: MONTHLY_FEE,
        status: paid ? "pago" : "pendente",
        associado_id: p.id,
        pago_em: paid ? pbDateTime(paidOn, randomTime(rng, 8, 20)) : "",
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

function reservationRecords(people, today) {
  const byName = new Map(people.map((p) => [p.nome, p]))
  return RESERVATIONS.map(([nome, offset, local, inicio, fim, capacidade, status]) => {
    const person = byName.get(nome)
    if (!person) throw new Error(`reserva de pessoa desconhecida: ${nome}`)
    return record("reservas", `${person.email}:${offset}:${local}`, {
      local,
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

function applicationRecords(today, rng) {
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

function schoolRequestRecords(today, rng) {
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

function contactRecords(today, rng) {
  return CONTACT_MESSAGES.map((m, i) =>
    record("contato", m.email, {
      ...m,
      telefone: fakeMobile(rng),
      ...answered(today, rng, i, CONTACT_MESSAGES.length),
    }),
  )
}

/** The dashboard's counters: one pending 'associado' per pending application, two school ones. */
function requestCounterRecords() {
  const pendingApplications = APPLICATIONS.filter((a) => a.status === "pendente").length
  const tipos = [...Array(pendingApplications).fill("associado"), "Pedido", "Pedido"]
  return tipos.map((tipo, i) => record("solicitacoes", `${tipo}:${i}`, { tipo, status: "pendente" }))
}

/**
 * All demo records, accounts first (the others point at them).
 * @param {{ now: Date, rng: ReturnType<import("./random.mjs").createRng> }} options
 * @returns {{ collection: string, data: Record<string, unknown> }[]}
 */
export function buildDemoData({ now, rng }) {
  const today = saoPauloDay(now)
  const people = buildPeople(today, rng)
  return [
    ...accountRecords(people),
    ...memberRecords(people),
    ...boardRecords(people, today),
    ...eventRecords(today),
    ...calendarRecords(),
    ...documentRecords(today),
    ...photoRecords(today, rng),
    ...schoolGalleryRecords(rng),
    ...duesRecords(people, today, rng),
    ...reservationRecords(people, today),
    ...applicationRecords(today, rng),
    ...schoolRequestRecords(today, rng),
    ...contactRecords(today, rng),
    ...requestCounterRecords(),
  ]
}
