// The menu's label of who is logged in: the role's own label, and what opens pages beside it. A
// school seat or children give no role: for an account with none, the seat or 'Responsável' is the
// label; beside a role, a council or school seat is added to it ('Associado Ativo · Conselho Fiscal').
import type { PanelUser } from "~/auth/guards.server"
import { ROLE_LABELS } from "~/auth/permissions"
import {
  CARGO_LABELS,
  COORDENADOR_ESCOLINHA,
  PROFESSOR_ESCOLINHA,
  TIPO_LABELS,
} from "@veteranos/domain/cargos"

type Quem = Pick<PanelUser, "role" | "conselho" | "coordenador" | "professor" | "responsavel">

export function roleLabelOf(user: Quem): string {
  const seats = [
    user.conselho ? TIPO_LABELS.conselho : null,
    user.coordenador ? CARGO_LABELS[COORDENADOR_ESCOLINHA] : null,
    user.professor ? CARGO_LABELS[PROFESSOR_ESCOLINHA] : null,
  ].filter((label) => label !== null)
  if (user.role !== "geral") return [ROLE_LABELS[user.role], ...seats].join(" · ")
  if (seats.length > 0) return seats.join(" · ")
  return user.responsavel ? "Responsável" : ROLE_LABELS.geral
}
