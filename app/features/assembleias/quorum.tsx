// The quorum at the top of every step of the assembly, big, as the secretary reads it aloud:
// 'Presentes aptos: 23 de 61 (37,7%) — quórum da 1ª convocação: 31', written by PocketBase's shared
// reader (quorumLine in app/domain/assembleias-estatuto.js), the members present who may not vote
// counted apart, and when the votes may start or on which call they did
// (docs/decisions/general-assembly.md#the-statutes-numbers).
import { CHAMADA_LABELS } from "@veteranos/domain/assembleias"
import { formatTimeOf, plural } from "~/utils/format"
import type { Contagem } from "./assembleias"

/** When the votes may start, or on which call they did. */
function quando(contagem: Contagem, chamada?: keyof typeof CHAMADA_LABELS | "") {
  if (chamada) return `Votações iniciadas na ${CHAMADA_LABELS[chamada]}.`
  const segunda = formatTimeOf(contagem.segundaChamada)
  const agora = contagem.chamadaAgora
  if ("error" in agora) return `2ª convocação às ${segunda}: a partir daí, qualquer número de presentes.`
  return agora.chamada === "primeira"
    ? "Quórum da 1ª convocação atingido: as votações podem começar."
    : `2ª convocação desde as ${segunda}: as votações podem começar com qualquer número de presentes.`
}

export function QuorumLine({
  contagem,
  chamada,
}: {
  contagem: Contagem
  /** The call the votes started on, once they have. */
  chamada?: keyof typeof CHAMADA_LABELS | ""
}) {
  const naoAptos = contagem.presentesNaoAptos
  return (
    <section
      aria-label="Quórum"
      className="mt-4 rounded-lg border-2 border-marca-300 bg-marca-50 p-4"
      data-testid="quorum"
    >
      <p role="status" className="text-lg font-bold break-words text-marca-950 sm:text-xl">
        {contagem.linha}
      </p>
      <p className="mt-1 text-sm text-gray-700">
        {naoAptos > 0
          ? `Também presentes, sem direito a voto: ${plural(naoAptos, "associado não apto", "associados não aptos")}. `
          : null}
        {quando(contagem, chamada)}
      </p>
    </section>
  )
}
