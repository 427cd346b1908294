// The user's role, from what PocketBase gives at login and on every panel request
// (verifySession; docs/decisions/roles-and-access.md#one-rule-for-the-role and docs/decisions/roles-and-access.md#the-role-is-read-on-every-request: the board records whose idCadGeral
// is the user's id). The rule itself is the one PocketBase's hooks and API rules follow
// (app/domain/papeis.js); the role matrix in permissions.ts decides what it opens.
import { holdsCouncilSeat, holdsSecretarySeat, roleOf } from "@veteranos/domain/papeis"
import type { Seat } from "~/auth/diretoria-role.server"
import type { Role } from "~/auth/permissions"

/**
 * Only executive-board records (tipo diretoria) give a board role: presidente and financeiro by their
 * cargo, any other cargo diretoria. A fiscal council seat (tipo conselho) gives none, whatever its
 * cargo. Otherwise an active member is associado; anybody else is geral.
 */
export function deriveRole(seats: readonly Seat[], activeMember: boolean): Role {
  return roleOf(seats, activeMember)
}

/**
 * True when one of the seats is a current fiscal council seat: no role, but the accounts to
 * read and the council's opinion to record (docs/decisions/dues-and-pix.md#the-fiscal-council-reads-the-accounts).
 */
export function deriveConselho(seats: readonly Seat[]): boolean {
  return holdsCouncilSeat(seats)
}

/**
 * True when one of the seats is a current secretary's seat: the general assembly's pages open with
 * the president's (docs/decisions/general-assembly.md#the-president-and-the-secretary-run-the-assembly).
 */
export function deriveSecretario(seats: readonly Seat[]): boolean {
  return holdsSecretarySeat(seats)
}
