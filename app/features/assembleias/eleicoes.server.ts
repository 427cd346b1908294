// An election item's steps, each one of PocketBase's own routes (docs/decisions/elections.md),
// called with the secretary's or the president's token so PocketBase checks who may take the step
// and whether the item's state allows it, in one transaction: registering and removing a slate
// (refused with its reason: a seat empty, a person twice, 'Fulano já está na Chapa 1.'), opening
// and closing the vote, breaking a tie or calling a second round, and 'Dar posse'. A refusal comes
// back as AssembleiaRecusadaError with PocketBase's Portuguese reason. The ballot itself is
// voto.server.ts's.
import { callRoute } from "./assembleias.server"

/** A slate's person on a seat: their account, the seat's cargo and its body. */
export type ChapaMembro = { conta: string; cargo: string; tipo: string }

/** 'Registrar chapa': its name and one person per seat of the item's bodies. */
export function registerChapa(token: string, item: string, nome: string, membros: ChapaMembro[]) {
  return callRoute(token, "registerChapa", item, { nome, membros })
}

/** 'Excluir' a slate, before the vote opens. */
export function removeChapa(token: string, chapa: string) {
  return callRoute(token, "removeChapa", chapa)
}

/** 'Abrir votação': the members present and able vote on their phones. */
export function openVoting(token: string, item: string) {
  return callRoute(token, "openVoting", item)
}

/** 'Encerrar votação': the count, and the winner unless there is a tie. */
export function closeVoting(token: string, item: string) {
  return callRoute(token, "closeVoting", item)
}

/** 'Registrar desempate': the statute's rule, as text, elects one of the tied slates. */
export function breakTie(token: string, item: string, chapa: string, texto: string) {
  return callRoute(token, "breakTie", item, { chapa, texto })
}

/** 'Nova votação (2º turno)': only the tied slates stand. */
export function newRound(token: string, item: string) {
  return callRoute(token, "newRound", item)
}

/** 'Dar posse': the elected slate's seats created, the outgoing ones ended the day before. */
export function installSlate(token: string, item: string) {
  return callRoute(token, "installSlate", item)
}
