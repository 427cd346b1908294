// Every panel page of the president (who opens the most) and the treasurer (the finance pages'
// tools): on a 360 px phone no serious or critical accessibility violation (axe), every link and
// button big enough to tap included, and on a desktop the tap targets again (WCAG 2.2 AA `target-size`,
// docs/decisions/phones-and-touch.md#tap-targets). The public pages, login and password reset are
// checked in public-a11y, forms-a11y and auth-a11y; dialogs and refused forms there too.
import { can, canAccess, PAINEL_AREAS, type PainelAreaId } from "~/auth/permissions"
import type { DemoRole } from "../support/accounts"
import { expectAccessible, skipSplash } from "./public-helpers"
import { expect, test } from "./support/fixtures"

// axe runs as a script in the page: the project with JavaScript. Without it a panel page is the same
// server HTML (JavaScript enhances only its forms and dialogs).
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript")
test.beforeEach(async ({ context }) => skipSplash(context))

const AREAS = Object.keys(PAINEL_AREAS) as PainelAreaId[]
// 'Meus Dados' is the same form for every account: checked as a member's, in meus-dados.spec.ts.
// The board's shared pages show every board member the same tools, and 'Segurança' every seat holder
// the same page: checked as the president's.
const CHECKED_ELSEWHERE: Record<"presidente" | "financeiro", readonly PainelAreaId[]> = {
  presidente: ["meusDados"],
  financeiro: ["meusDados", "seguranca", "comunicados", "eventos", "documentos", "galeria", "mensagens"],
}

const panelPages = (role: "presidente" | "financeiro") => [
  ...AREAS.filter((id) => canAccess(role, id) && !CHECKED_ELSEWHERE[role].includes(id)).map(
    (id) => PAINEL_AREAS[id].path,
  ),
  ...(can(role, "manageMensalidades") ? ["/painel/financeiro/lembretes", "/painel/financeiro/extrato"] : []),
  // The re-confirmation before a grave change, as the president meets it before a new PIX key.
  ...(role === "presidente" ? ["/painel/reconfirmar?voltar=%2Fpainel%2Fconfiguracoes"] : []),
]

for (const role of ["presidente", "financeiro"] as const satisfies readonly DemoRole[]) {
  test.describe(`${role}'s panel`, () => {
    test.use({ role })

    for (const path of panelPages(role)) {
      test(`${path} is accessible on a phone and a desktop`, async ({ page }) => {
        await page.setViewportSize({ width: 360, height: 800 })
        expect((await page.goto(path))?.status(), path).toBe(200)
        await expectAccessible(page)
        // The same page wider: what changes with the width is the layout, so its tap targets. The
        // full run on a table page costs many seconds; the rest of axe's rules read the same HTML.
        await page.setViewportSize({ width: 1280, height: 800 })
        await expectAccessible(page, { only: ["target-size"] })
      })
    }
  })
}
