// The demo accounts every test logs in with, read from the seed's own content (the people it
// creates and their password), so a change to the demo data cannot leave a copy behind here.
import { DEMO_PASSWORD, PEOPLE } from "../../pocketbase/seed/content.mjs"
import { SCHOOL_PEOPLE } from "../../pocketbase/seed/content-escolinha.mjs"
import { ROLE_LABELS, type Acesso } from "~/auth/permissions"
import { CARGO_LABELS, COORDENADOR_ESCOLINHA, PROFESSOR_ESCOLINHA } from "@veteranos/domain/cargos"

export { DEMO_PASSWORD }

/** The board and member roles the demo has one account each for. */
export const DEMO_ROLES = ["presidente", "financeiro", "diretoria", "associado"] as const
export type DemoRole = (typeof DEMO_ROLES)[number]
/** The youth school's demo logins: its coordinator, a coach and a guardian (no role of their own). */
export const SCHOOL_ROLES = ["coordenador", "professor", "responsavel"] as const
type SchoolRole = (typeof SCHOOL_ROLES)[number]
/** Every demo login a browser test may start as. */
export type DemoLogin = DemoRole | SchoolRole

type Person = { email?: string; board?: { cargo: string; tipo: string }; ativo?: boolean }

// The role each seeded account must get (docs/architecture.md, Roles): a board record of tipo
// 'diretoria' gives presidente, financeiro or diretoria by cargo; an active member gives associado.
function expectedRole(person: Person): DemoRole | null {
  if (person.board?.tipo === "diretoria") {
    return person.board.cargo === "presidente" || person.board.cargo === "financeiro"
      ? person.board.cargo
      : "diretoria"
  }
  return person.board || person.ativo === false ? null : "associado"
}

function demoAccounts() {
  const accounts = {} as Record<DemoRole, { email: string; label: string }>
  for (const person of PEOPLE as Person[]) {
    const role = person.email ? expectedRole(person) : null
    if (role && person.email) accounts[role] = { email: person.email, label: ROLE_LABELS[role] }
  }
  const missing = DEMO_ROLES.filter((role) => !accounts[role])
  if (missing.length > 0) throw new Error(`O seed não tem conta de demonstração para: ${missing.join(", ")}`)
  return accounts
}

/** The school's demo logins, by their seat (none: the guardian), and the label the panel shows. */
function schoolAccounts() {
  const bySeat = (seat: string | undefined) => SCHOOL_PEOPLE.find((person) => person.seat === seat)!.email
  return {
    coordenador: { email: bySeat(COORDENADOR_ESCOLINHA), label: CARGO_LABELS[COORDENADOR_ESCOLINHA] },
    professor: { email: bySeat(PROFESSOR_ESCOLINHA), label: CARGO_LABELS[PROFESSOR_ESCOLINHA] },
    responsavel: { email: bySeat(undefined), label: "Responsável" },
  }
}

/** The demo account of each login: its e-mail and the role label the panel shows. */
export const DEMO_ACCOUNTS: Readonly<Record<DemoLogin, { email: string; label: string }>> = {
  ...demoAccounts(),
  ...schoolAccounts(),
}

/** What the role matrix reads of each demo login (the school's have no role but a seat or children). */
export const DEMO_ACESSO: Readonly<Record<DemoLogin, Acesso>> = {
  presidente: { role: "presidente" },
  financeiro: { role: "financeiro" },
  diretoria: { role: "diretoria", secretario: false },
  associado: { role: "associado" },
  coordenador: { role: "geral", coordenador: true },
  professor: { role: "geral", professor: true },
  responsavel: { role: "geral", responsavel: true },
}
