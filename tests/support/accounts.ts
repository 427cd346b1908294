// The demo accounts every test logs in with, read from the seed's own content (the people it
// creates and their password), so a change to the demo data cannot leave a copy behind here.
import { DEMO_PASSWORD, PEOPLE } from "../../pocketbase/seed/content.mjs"
import { ROLE_LABELS } from "~/auth/permissions"

export { DEMO_PASSWORD }

/** The board and member roles the demo has one account each for. */
export const DEMO_ROLES = ["presidente", "financeiro", "diretoria", "associado"] as const
export type DemoRole = (typeof DEMO_ROLES)[number]

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

/** The demo account of each role: its e-mail and the role label the panel shows. */
export const DEMO_ACCOUNTS: Readonly<Record<DemoRole, { email: string; label: string }>> = demoAccounts()
