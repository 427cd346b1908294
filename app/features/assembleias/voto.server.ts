// A secret ballot cast through PocketBase's route (docs/decisions/elections.md): the member's own,
// or, in cabine mode, the member the secretary picked (`associado`, a manager's token). PocketBase
// checks the frozen list, inserts who voted and the ballot in one transaction and answers the
// receipt code; a second vote is its 409 'Seu voto já foi registrado.' (AssembleiaRecusadaError).
// Nothing here logs the choice.
import { callRoute } from "./assembleias.server"

/** The receipt code of the ballot cast for `escolha` (a slate's id, 'branco' or 'nulo') on `item`. */
export async function castVote(token: string, item: string, escolha: string, associado?: string) {
  const answer = await callRoute(token, "castVote", item, associado ? { escolha, associado } : { escolha })
  if (typeof answer.recibo !== "string" || !answer.recibo)
    throw new Error("PocketBase não deu o recibo do voto")
  return answer.recibo
}
