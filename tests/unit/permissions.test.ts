import { describe, expect, it } from "vitest"
import {
  can,
  CAPABILITIES,
  canAccess,
  menuFor,
  PAINEL_AREAS,
  ROLE_LABELS,
  type PainelAreaId,
  type Role,
} from "~/auth/permissions"
import { dashboardPartsFor } from "@veteranos/domain/acessos"

// docs/decisions/roles-and-access.md#menu-cards-and-guards-follow-the-role-matrix, written out as a table so a change to the matrix has to change this too.
const EXPECTED: Record<Role, PainelAreaId[]> = {
  presidente: [
    "inicio",
    "mensalidades",
    "carteirinha",
    "socios",
    "comunicados",
    "reservas",
    "solicitacoes",
    "eventos",
    "documentos",
    "galeria",
    "mensagens",
    "financeiro",
    "prestacaoDeContas",
    "associados",
    "diretoria",
    "assembleias",
    "escolinha",
    "configuracoes",
    "meusDados",
    "seguranca",
  ],
  financeiro: [
    "inicio",
    "mensalidades",
    "carteirinha",
    "socios",
    "comunicados",
    "reservas",
    "eventos",
    "documentos",
    "galeria",
    "mensagens",
    "financeiro",
    "prestacaoDeContas",
    "assembleias",
    "meusDados",
    "seguranca",
  ],
  diretoria: [
    "inicio",
    "mensalidades",
    "carteirinha",
    "socios",
    "comunicados",
    "reservas",
    "eventos",
    "documentos",
    "galeria",
    "mensagens",
    "prestacaoDeContas",
    "assembleias",
    "meusDados",
    "seguranca",
  ],
  associado: [
    "inicio",
    "mensalidades",
    "carteirinha",
    "socios",
    "comunicados",
    "reservas",
    "prestacaoDeContas",
    "assembleias",
    "meusDados",
    "seguranca",
  ],
  usuario: ["inicio", "meusDados", "seguranca"],
  geral: ["inicio", "meusDados", "seguranca"],
}

describe("the role matrix", () => {
  for (const [role, allowed] of Object.entries(EXPECTED) as [Role, PainelAreaId[]][]) {
    it(`lets ${role} into exactly ${allowed.join(", ")}`, () => {
      for (const area of Object.keys(PAINEL_AREAS) as PainelAreaId[]) {
        expect(canAccess(role, area), `${role} → ${area}`).toBe(allowed.includes(area))
      }
    })

    it(`shows ${role} exactly the menu entries it may open`, () => {
      expect(menuFor(role).map((entry) => entry.id)).toEqual(allowed)
    })
  }

  // A fiscal council seat gives no role: its holder keeps associado's or geral's pages, and reads
  // Controle Financeiro and the year's accounts besides
  // (docs/decisions/dues-and-pix.md#the-fiscal-council-reads-the-accounts).
  const COUNCIL: Partial<Record<Role, PainelAreaId[]>> = {
    associado: [
      "inicio",
      "mensalidades",
      "carteirinha",
      "socios",
      "comunicados",
      "reservas",
      "financeiro",
      "prestacaoDeContas",
      "assembleias",
      "meusDados",
      "seguranca",
    ],
    geral: ["inicio", "financeiro", "prestacaoDeContas", "meusDados", "seguranca"],
  }
  for (const [role, allowed] of Object.entries(COUNCIL) as [Role, PainelAreaId[]][]) {
    it(`lets ${role} on the fiscal council into exactly ${allowed.join(", ")}, menu included`, () => {
      for (const area of Object.keys(PAINEL_AREAS) as PainelAreaId[]) {
        expect(canAccess({ role, conselho: true }, area), `${role} → ${area}`).toBe(allowed.includes(area))
      }
      expect(menuFor({ role, conselho: true }).map((entry) => entry.id)).toEqual(allowed)
    })
  }

  it("gives the council its opinion to record and none of the tools beyond its role's", () => {
    for (const role of ["associado", "geral"] as const) {
      const council = { role, conselho: true }
      expect(can(council, "recordParecer")).toBe(true)
      for (const capability of Object.keys(CAPABILITIES) as Array<keyof typeof CAPABILITIES>) {
        if (capability !== "recordParecer") {
          expect(can(council, capability), capability).toBe(can(role, capability))
        }
      }
      expect(can({ role, conselho: false }, "recordParecer")).toBe(false)
    }
  })

  it("lets the secretary's seat run the general assembly, and nothing else beyond its role's", () => {
    const secretary = { role: "diretoria" as const, secretario: true }
    expect(canAccess(secretary, "assembleias")).toBe(true)
    expect(can(secretary, "manageAssembleias")).toBe(true)
    // Every member enters the area for the requests for an assembly; only the two run one.
    expect(canAccess("associado", "assembleias")).toBe(true)
    expect(can("diretoria", "manageAssembleias")).toBe(false)
    expect(can("associado", "manageAssembleias")).toBe(false)
    expect(can("presidente", "manageAssembleias")).toBe(true)
    expect(canAccess("geral", "assembleias")).toBe(false)
    for (const capability of Object.keys(CAPABILITIES) as Array<keyof typeof CAPABILITIES>) {
      if (capability !== "manageAssembleias")
        expect(can(secretary, capability), capability).toBe(can("diretoria", capability))
    }
  })

  it("gives each capability to exactly its roles", () => {
    const expected: Record<keyof typeof CAPABILITIES, Role[]> = {
      manageMensalidades: ["financeiro"],
      manageReservas: ["presidente"],
      manageSolicitacoes: ["presidente"],
      // The executive board reads its activity record (decision 22); members see their logins.
      readAtividades: ["presidente", "financeiro", "diretoria"],
      // Account-deletion requests (LGPD) are the president's to answer.
      answerExclusoes: ["presidente"],
      // The executive board publishes announcements; members read them.
      publishComunicados: ["presidente", "financeiro", "diretoria"],
      // Members and the board confirm or cancel their own place on an event, on its page.
      confirmAttendance: ["associado", "diretoria", "presidente", "financeiro"],
      // Only a council seat records the council's opinion, whatever the role.
      recordParecer: [],
      // The president runs the general assembly, and so does the secretary's seat (below).
      manageAssembleias: ["presidente"],
      // The president runs the school, and so does the coordinator's seat; coaches call the roll.
      manageEscolinha: ["presidente"],
      takeChamada: ["presidente"],
    }
    for (const capability of Object.keys(CAPABILITIES) as Array<keyof typeof CAPABILITIES>) {
      for (const role of Object.keys(EXPECTED) as Role[]) {
        expect(can(role, capability), `${role} → ${capability}`).toBe(expected[capability].includes(role))
      }
    }
  })

  it("labels the roles as the product does", () => {
    expect(ROLE_LABELS).toMatchObject({
      presidente: "Presidente",
      financeiro: "Diretor Financeiro",
      diretoria: "Membro da Diretoria",
      associado: "Associado Ativo",
      usuario: "Usuário",
    })
  })

  it("shows the dashboard cards by role", () => {
    const dashboardCardsFor = (role: Role) => {
      const { mensalidades, solicitacoes, reservas, mensagens } = dashboardPartsFor({ role })
      return { mensalidades, solicitacoes, reservas, mensagens }
    }
    expect(dashboardCardsFor("presidente")).toEqual({
      mensalidades: true,
      solicitacoes: true,
      reservas: true,
      mensagens: true,
    })
    // The inbox card for the whole executive board.
    for (const role of ["financeiro", "diretoria"] as const) {
      expect(dashboardCardsFor(role)).toEqual({
        mensalidades: true,
        solicitacoes: false,
        reservas: false,
        mensagens: true,
      })
    }
    expect(dashboardCardsFor("associado")).toEqual({
      mensalidades: true,
      solicitacoes: false,
      reservas: false,
      mensagens: false,
    })
    expect(dashboardCardsFor("geral")).toEqual({
      mensalidades: false,
      solicitacoes: false,
      reservas: false,
      mensagens: false,
    })
  })
})
