// The demo's sign-ups for an event's places (docs/decisions/events.md#places-are-kept-by-pocketbase):
// the tournament a week ahead has two places (content.mjs), both taken, and one person waiting, so
// the dashboard's next events show 'N de M vagas', the waiting list and both buttons. PocketBase's
// hook decides each status as it is saved, in this order; stable ids keep the seed idempotent.
import { record } from "./records.mjs"
import { stableId } from "./random.mjs"

const EVENTO = "Torneio de integração"
// In the order they signed up: the first two get the places, the third waits.
const INSCRITOS = ["presidente@exemplo.org", "diretoria@exemplo.org", "financeiro@exemplo.org"]

/**
 * @param {Array<{ id: string, email: string }>} people
 */
export function inscricaoRecords(people) {
  const evento = stableId("eventos", EVENTO)
  const idOf = new Map(people.map((p) => [p.email, p.id]))
  return INSCRITOS.map((email) =>
    record("inscricoes", `${EVENTO}:${email}`, { evento, conta: idOf.get(email) }),
  )
}
