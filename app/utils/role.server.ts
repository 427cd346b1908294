// The role given at login (SPEC.md section 6, with DESIGN.md item 4's single rule: the board records
// whose idCadGeral is the user's id). Stored in the session; the role matrix in permissions.ts
// decides what it opens.
import { isActiveAssociado } from "~/models/associados.server"
import { listBoardPositions, type BoardPosition } from "~/models/diretoria-role.server"
import type { Role } from "~/utils/permissions"

const normalize = (value: string) => value.trim().toLowerCase()

/**
 * presidente and financeiro by the board record's cargo; any other executive-board record (tipo
 * diretoria) is diretoria; otherwise an active member is associado; anybody else is geral. A fiscal
 * council seat (tipo conselho) is not a board role.
 */
export function deriveRole(positions: readonly BoardPosition[], activeMember: boolean): Role {
  const cargos = positions.map((position) => normalize(position.cargo))
  if (cargos.includes("presidente")) return "presidente"
  if (cargos.includes("financeiro")) return "financeiro"
  if (positions.some((position) => normalize(position.tipo) === "diretoria")) return "diretoria"
  return activeMember ? "associado" : "geral"
}

/** Looks the role up with the user's own token; 'geral' when the lookup fails (SPEC.md section 6). */
export async function lookupRole(cadastroId: string, token: string): Promise<Role> {
  try {
    const [positions, activeMember] = await Promise.all([
      listBoardPositions(cadastroId, token),
      isActiveAssociado(cadastroId, token),
    ])
    return deriveRole(positions, activeMember)
  } catch (error) {
    console.error("Falha ao consultar o papel do usuário:", error instanceof Error ? error.message : error)
    return "geral"
  }
}
