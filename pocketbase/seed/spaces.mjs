// The demo's spaces (docs/decisions/reservations.md#spaces-are-records): its reservations name their
// space, and the seed points each at that space's record: the one the spaces migration made (the
// defaults), found by its key, or one added here.
import { ESPACOS_COLECAO, espacoKey } from "../../app/domain/espacos.js"

/** The spaces the demo's reservations name (`espaco` holds a name while the demo is built). */
const namesOf = (records) => [
  ...new Set(records.filter((r) => r.collection === "reservas").map((r) => r.data.espaco)),
]

/**
 * The records to store, each reservation's `espaco` (a space's name) replaced by its record's id;
 * a space the database lacks is added, active.
 */
export async function withSpaceIds(pb, records) {
  const stored = await pb.collection(ESPACOS_COLECAO).getFullList({ fields: "id,nome" })
  const ids = new Map(stored.map((espaco) => [espacoKey(espaco.nome), espaco.id]))
  for (const nome of namesOf(records)) {
    if (ids.has(espacoKey(nome))) continue
    const created = await pb.collection(ESPACOS_COLECAO).create({ nome, ativo: true })
    ids.set(espacoKey(nome), created.id)
  }
  return records.map((r) =>
    r.collection === "reservas"
      ? { ...r, data: { ...r.data, espaco: ids.get(espacoKey(r.data.espaco)) } }
      : r,
  )
}
