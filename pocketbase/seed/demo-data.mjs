// Turns the demo's words (content*.mjs) into PocketBase records, every date relative to the day the
// seed runs, in dependency order (accounts first), with stable ids so relations can point at records
// stored in the same run. Nothing here talks to the server; requests and money are demo-requests.mjs.
import { randomBytes } from "node:crypto"
import { addDays, format, subDays } from "date-fns"
import { ASSOCIATION, CALENDAR, DEMO_PASSWORD, PEOPLE, RELATIVE_EVENTS, YEARLY_EVENTS } from "./content.mjs"
import { DOCUMENTS, PHOTOS, SCHOOL_GALLERY } from "./content-files.mjs"
import { calendarDay, pbDate, pbDateTime, saoPauloDay } from "./dates.mjs"
import {
  applicationRecords,
  contactRecords,
  duesRecords,
  requestCounterRecords,
  reservationRecords,
  schoolRequestRecords,
} from "./demo-requests.mjs"
import { makePdf } from "./pdf.mjs"
import { demoPicture } from "./png.mjs"
import { emailLocalPart, fakeMobile, stableId } from "./random.mjs"
import { pngFile, record, secondStepOf, two } from "./records.mjs"
import { reminderRecords } from "./demo-reminders.mjs"
import { inscricaoRecords } from "./demo-inscricoes.mjs"
import { announcementRecords } from "./demo-comunicados.mjs"
import { assemblyRecords } from "./demo-assembleias.mjs"
import { schoolRecords } from "./demo-escolinha.mjs"
import { choicesOf, filiacaoOf } from "./demo-socios.mjs"

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
      ...choicesOf(p),
      ...secondStepOf(p.board),
    }),
  )
}

function memberRecords(people, today) {
  return people.map((p) =>
    record("associados", p.email, {
      nome: p.nome,
      id_cadastro_geral: p.id,
      status: p.ativo ? 1 : 0,
      data_filiacao: filiacaoOf(p, today),
    }),
  )
}

/** The current 3-year term: terms start on 1 January of 2025, 2028, 2031... */
function currentTerm(today) {
  const year = today.getFullYear()
  const start = 2025 + 3 * Math.floor((year - 2025) / 3)
  return { inicio: calendarDay(start, 1, 1), fim: calendarDay(start + 2, 12, 31) }
}

/** The seats: the current term's, and the previous term's (ended the day before it began). */
function boardRecords(people, today) {
  const term = currentTerm(today)
  const previous = {
    inicio: calendarDay(term.inicio.getFullYear() - 3, 1, 1),
    fim: calendarDay(term.inicio.getFullYear() - 1, 12, 31),
  }
  const seat = (p, board, dates, key) =>
    record("diretoria", key, {
      idCadGeral: p.id,
      cargo: board.cargo,
      tipo: board.tipo,
      email: board.publicEmail === false ? "" : p.email,
      telefone: board.publicPhone === false ? "" : p.telefone,
      // Its holder chose to show it on the board page.
      contato_publico: true,
      inicio_mandato: pbDate(dates.inicio),
      fim_mandato: pbDate(dates.fim),
    })
  return [
    // The previous term first: the executive board's presidency passes from one term to the next.
    ...people
      .filter((p) => p.previousBoard)
      .map((p) => seat(p, p.previousBoard, previous, `anterior:${p.email}`)),
    ...people.filter((p) => p.board).map((p) => seat(p, p.board, term, `${p.board.cargo}:${p.email}`)),
  ]
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

/**
 * The fiscal council's opinion on last year's accounts (the hook names the current council and
 * records it as the administrator's); this year's is left for the council to give.
 */
function opinionRecords(today) {
  const ano = today.getFullYear() - 1
  return [
    record("pareceres", `parecer:${ano}`, {
      ano,
      resultado: "aprovadas_com_ressalvas",
      texto:
        "As contas conferem com os extratos bancários e os recibos apresentados. Ressalva: os pagamentos em dinheiro recebidos na sede devem ter recibo assinado pelo tesoureiro, o que faltou em parte deles.",
    }),
  ]
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

function schoolGalleryRecords(today, rng) {
  return SCHOOL_GALLERY.map(({ titulo, daysAgo }, i) =>
    record("galeria_escolinha", titulo, {
      titulo,
      data: pbDate(subDays(today, daysAgo)),
      // Offset by one so the gallery does not start with the same scene as the photos.
      imagem: pngFile(`escolinha-${two(i + 1)}.png`, demoPicture(i + 1, rng)),
    }),
  )
}

/**
 * All demo records, accounts first (the others point at them).
 * @param {{ now: Date, rng: ReturnType<import("./random.mjs").createRng> }} options
 * @returns {{ collection: string, data: Record<string, unknown> }[]}
 */
export function buildDemoData({ now, rng }) {
  const today = saoPauloDay(now)
  const people = buildPeople(today, rng)
  // In this order: each builder draws from the one random sequence.
  const content = [
    ...accountRecords(people),
    ...memberRecords(people, today),
    ...boardRecords(people, today),
    ...opinionRecords(today),
    ...eventRecords(today),
    ...CALENDAR.map(([mes, evento]) => record("calendario_anual", `${mes}:${evento}`, { mes, evento })),
    ...documentRecords(today),
    ...photoRecords(today, rng),
    ...schoolGalleryRecords(today, rng),
  ]
  const dues = duesRecords(people, today, rng)
  return [
    ...content,
    ...dues,
    ...reminderRecords(dues, people, today),
    ...reservationRecords(people, today),
    ...inscricaoRecords(people),
    ...applicationRecords(today, rng),
    ...schoolRequestRecords(today, rng),
    ...contactRecords(today, rng),
    ...requestCounterRecords(),
    ...announcementRecords(people, today),
    ...assemblyRecords(people, today),
    ...schoolRecords(today),
  ]
}
