// The panel's layout and a child's guardian (docs/decisions/youth-school.md#consent): the consent
// page before any other panel page while a consent is owed, and the menu's 'Responsável' for a
// guardian with no role of their own.
import { describe, expect, it } from "vitest"
import type { PanelUser } from "~/auth/guards.server"
import { roleLabelOf } from "~/routes/painel/papel.server"
import { CONSENTIMENTO_PATH, requireConsentAnswered } from "~/routes/painel/responsavel.server"

const user = (extra: Partial<PanelUser>): PanelUser => ({
  id: "abc123",
  nome: "Marta",
  email: "marta@exemplo.org",
  token: "t",
  role: "geral",
  conselho: false,
  secretario: false,
  coordenador: false,
  professor: false,
  responsavel: true,
  segundaEtapa: "",
  segundaEtapaObrigatoria: false,
  reconfirmadoEm: "",
  ...extra,
})
const request = (path: string) => new Request(`http://localhost${path}`)
const thrown = (run: () => void) => {
  try {
    run()
    return null
  } catch (answer) {
    return answer as Response
  }
}

describe("the consent gate", () => {
  it("sends a guardian who owes a consent from any panel page to the consent page", () => {
    for (const path of ["/painel", "/painel/filhos", "/painel/meus-dados?acao=excluir"]) {
      const answer = thrown(() =>
        requireConsentAnswered(request(path), user({ consentimentoPendente: true })),
      )
      expect([path, answer?.status, answer?.headers.get("Location")]).toEqual([path, 303, CONSENTIMENTO_PATH])
    }
  })

  it("lets the consent page itself open, and anybody who owes nothing go anywhere", () => {
    expect(
      thrown(() =>
        requireConsentAnswered(request(CONSENTIMENTO_PATH), user({ consentimentoPendente: true })),
      ),
    ).toBeNull()
    expect(
      thrown(() => requireConsentAnswered(request("/painel"), user({ consentimentoPendente: false }))),
    ).toBeNull()
    expect(thrown(() => requireConsentAnswered(request("/painel"), user({ responsavel: false })))).toBeNull()
  })
})

describe("the menu's label", () => {
  it("says 'Responsável' for a guardian with no role, and the role's own label otherwise", () => {
    expect(roleLabelOf(user({}))).toBe("Responsável")
    expect(roleLabelOf(user({ responsavel: false }))).toBe("Usuário")
    expect(roleLabelOf(user({ role: "associado" }))).toBe("Associado Ativo")
  })

  it("names a council or school seat beside the role, or alone for an account with no role", () => {
    expect(roleLabelOf(user({ role: "associado", conselho: true }))).toBe("Associado Ativo · Conselho Fiscal")
    expect(roleLabelOf(user({ responsavel: false, coordenador: true }))).toBe("Coordenador da Escolinha")
    expect(roleLabelOf(user({ professor: true }))).toBe("Professor da Escolinha")
    expect(roleLabelOf(user({ role: "diretoria", professor: true }))).toBe(
      "Membro da Diretoria · Professor da Escolinha",
    )
  })
})
