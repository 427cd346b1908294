// The panel's pages each demo role may open, for the checks that visit them all on a phone
// (painel-360.spec.ts: layout and tap targets).
import { can, canAccess, PAINEL_AREAS, type Capability, type PainelAreaId } from "~/auth/permissions"
import type { DemoRole } from "../../support/accounts"

// Every panel page there is, as the role matrix lists them: a new page is checked without being named here.
const AREAS = Object.keys(PAINEL_AREAS) as PainelAreaId[]
// The pages under an area's page, by the area (and the capability) their guard asks for.
const SUBPAGES: ReadonlyArray<{ path: string; area: PainelAreaId; capability?: Capability }> = [
  { path: "/painel/financeiro/lembretes", area: "financeiro" },
  { path: "/painel/financeiro/extrato", area: "financeiro", capability: "manageMensalidades" },
  { path: "/painel/associados/importar", area: "associados" },
  // The re-confirmation before a grave change: no menu entry, open to everyone logged in.
  { path: "/painel/reconfirmar?voltar=%2Fpainel", area: "seguranca" },
]

/** The panel's pages `role` may open: every area's, then the pages under them. */
export const pagesOf = (role: DemoRole) => [
  ...AREAS.filter((id) => canAccess(role, id)).map((id) => PAINEL_AREAS[id].path),
  ...SUBPAGES.filter(
    ({ area, capability }) => canAccess(role, area) && (!capability || can(role, capability)),
  ).map(({ path }) => path),
]
