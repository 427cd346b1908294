// The tab row of an assembly's pages (docs/decisions/general-assembly.md#an-assembly-moves-forward-only-through-pocketbases-routes):
// the assembly itself, its slates while an election on its agenda may gain them (published or open,
// docs/decisions/elections.md), then its attendance, votes and minutes, shown once the assembly is
// open or closed, since before that they have nothing to show.
import { PageTabs } from "~/components/ui/tabs"
import type { AssembleiaStatus } from "@veteranos/domain/assembleias"

export type AssembleiaAba = "assembleia" | "chapas" | "presenca" | "votacao" | "ata"

const ABAS: ReadonlyArray<{ aba: AssembleiaAba; sufixo: string; label: string }> = [
  { aba: "assembleia", sufixo: "", label: "Assembleia" },
  { aba: "chapas", sufixo: "/chapas", label: "Chapas" },
  { aba: "presenca", sufixo: "/presenca", label: "Presença" },
  { aba: "votacao", sufixo: "/votacao", label: "Votação" },
  { aba: "ata", sufixo: "/ata", label: "Ata" },
]

/** The steps an assembly in this status has: attendance, votes and minutes once it opened. */
function abasOf(status: AssembleiaStatus, eleicao: boolean): AssembleiaAba[] {
  const chapas = eleicao && (status === "publicada" || status === "aberta")
  const abas = ABAS.map((a) => a.aba).filter((aba) => aba !== "chapas" || chapas)
  return status === "aberta" || status === "encerrada"
    ? abas
    : abas.filter((aba) => aba === "assembleia" || aba === "chapas")
}

export function AssembleiaAbas({
  id,
  status,
  eleicao = false,
  current,
}: {
  id: string
  status: AssembleiaStatus
  /** The agenda has an election: its slates get their tab. */
  eleicao?: boolean
  current: AssembleiaAba
}) {
  const existentes = abasOf(status, eleicao)
  // A single tab is no navigation: the draft and the notice show none.
  if (existentes.length < 2) return null
  const base = `/painel/assembleias/${id}`
  const tabs = ABAS.filter((a) => existentes.includes(a.aba)).map((a) => ({
    to: `${base}${a.sufixo}`,
    label: a.label,
  }))
  const atual = `${base}${ABAS.find((a) => a.aba === current)?.sufixo ?? ""}`
  return <PageTabs label="Seções da assembleia" tabs={tabs} current={atual} className="mt-3" />
}
