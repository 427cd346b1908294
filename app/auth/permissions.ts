// The role matrix as the site reads it (docs/decisions/roles-and-access.md#menu-cards-and-guards-follow-the-role-matrix):
// who enters which area is the shared rule (app/domain/acessos.js, which PocketBase's panel route
// reads too); here each area gains its address and menu label, and each role its name. Route guards
// and the panel menu both read it, so a menu entry is shown exactly when its route lets the user in
// (the dashboard's cards follow the shared rule's dashboardPartsFor).
import {
  AREAS,
  CAPABILITIES,
  can as canDomain,
  canAccess as canAccessDomain,
  type Acesso as AcessoDomain,
  type AreaId,
  type Capability as CapabilityDomain,
  type Role as RoleDomain,
} from "@veteranos/domain/acessos"
import { CARGO_LABELS } from "@veteranos/domain/cargos"

export type Role = RoleDomain

// The board roles are named as their positions are (app/domain/cargos.js).
export const ROLE_LABELS: Record<Role, string> = {
  presidente: CARGO_LABELS.presidente,
  financeiro: CARGO_LABELS.financeiro,
  diretoria: CARGO_LABELS.diretoria,
  associado: "Associado Ativo",
  usuario: "Usuário",
  geral: "Usuário",
}

export type PainelArea = {
  path: string
  label: string
  /** null: any logged-in user. */
  roles: readonly Role[] | null
  /** True: a current fiscal council seat opens it too, whatever the role. */
  conselho: boolean
  /** True: a current secretary's seat opens it too, whatever the role. */
  secretario?: boolean
}

export type Acesso = AcessoDomain

/** Each area's address and menu label, in menu order; who enters it is the shared matrix's. */
const ENDERECOS = {
  inicio: { path: "/painel", label: "Início" },
  mensalidades: { path: "/painel/mensalidades", label: "Mensalidades" },
  carteirinha: { path: "/painel/carteirinha", label: "Carteirinha" },
  socios: { path: "/painel/socios", label: "Sócios" },
  comunicados: { path: "/painel/comunicados", label: "Comunicados" },
  reservas: { path: "/painel/reservas", label: "Reservas" },
  solicitacoes: { path: "/painel/solicitacoes", label: "Novas Solicitações" },
  eventos: { path: "/painel/eventos", label: "Gerenciar Eventos" },
  documentos: { path: "/painel/documentos", label: "Documentos" },
  galeria: { path: "/painel/galeria", label: "Galeria" },
  mensagens: { path: "/painel/mensagens", label: "Mensagens" },
  financeiro: { path: "/painel/financeiro", label: "Controle Financeiro" },
  prestacaoDeContas: { path: "/painel/prestacao-de-contas", label: "Prestação de Contas" },
  associados: { path: "/painel/associados", label: "Gerenciar Associados" },
  diretoria: { path: "/painel/diretoria", label: "Diretoria" },
  assembleias: { path: "/painel/assembleias", label: "Assembleias" },
  escolinha: { path: "/painel/escolinha", label: "Escolinha" },
  filhos: { path: "/painel/filhos", label: "Meus filhos" },
  configuracoes: { path: "/painel/configuracoes", label: "Configurações" },
  meusDados: { path: "/painel/meus-dados", label: "Meus Dados" },
  seguranca: { path: "/painel/seguranca", label: "Segurança" },
} as const satisfies Record<AreaId, { path: string; label: string }>

export type PainelAreaId = AreaId

export const PAINEL_AREAS = Object.fromEntries(
  (Object.keys(ENDERECOS) as PainelAreaId[]).map((id) => [id, { ...ENDERECOS[id], ...AREAS[id] }]),
) as { [K in PainelAreaId]: (typeof ENDERECOS)[K] & (typeof AREAS)[K] }

export function canAccess(who: Role | Acesso, area: PainelAreaId): boolean {
  return canAccessDomain(who, area)
}

/** The menu entries of a role (and a council seat), in menu order. */
export function menuFor(who: Role | Acesso): Array<PainelArea & { id: PainelAreaId }> {
  return (Object.keys(PAINEL_AREAS) as PainelAreaId[])
    .filter((id) => canAccess(who, id))
    .map((id) => ({ id, ...PAINEL_AREAS[id] }))
}

export { CAPABILITIES }

export type Capability = CapabilityDomain

export function can(who: Role | Acesso, capability: Capability): boolean {
  return canDomain(who, capability)
}
