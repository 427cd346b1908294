// What the general assembly's integration tests share (tests/integration/assembleias*.test.ts): a
// PocketBase of the file's own, its president and secretary, and an assembly brought to a step the
// way the panel does it (a draft through the record API, then PocketBase's routes). The statute's
// lead time and the first call's day never hold together, so an assembly is published for a day
// far enough ahead and the superuser then moves its first call to now, as time would.
import { apiPath, type RotaApi } from "@veteranos/domain/rotas-api"
import { addDays, todayInSaoPaulo } from "@veteranos/domain/datas"
import { toPocketBaseDateTime } from "@veteranos/domain/datas"
import { adminClient } from "../support/pocketbase"
import { clientWithToken } from "../support/api"
import { createPersonWithToken, ownPocketBase, type Pessoa } from "./support"

export async function assembleiasKit() {
  const db = await ownPocketBase()
  const admin = await adminClient(db.url)
  const secretario = await createPersonWithToken(db.url, {
    associado: 1,
    board: [{ cargo: "secretario", tipo: "diretoria" }],
  })

  /** POST one of the assembly's routes as `who`, answering PocketBase's JSON. */
  const call = <T = { ok: true }>(who: Pessoa, rota: RotaApi, id: string, body: object = {}) =>
    clientWithToken(db.url, who.token).send<T>(apiPath(rota, id), { method: "POST", body })

  /** A first call `days` from today in São Paulo, at 19:00 there. */
  const dayAhead = (days: number) => `${addDays(todayInSaoPaulo(), days)} 22:00:00.000Z`

  /** A draft with one item (or the `itens` given), made by `who` through the record API. */
  async function draft(
    who: Pessoa = secretario,
    itens: Array<Record<string, unknown>> = [{ titulo: "Eleição da diretoria", tipo: "deliberacao" }],
  ) {
    const pb = clientWithToken(db.url, who.token)
    const assembleia = await pb.collection("assembleias").create({
      tipo: "ordinaria",
      primeira_chamada: dayAhead(20),
      modalidade: "hibrida",
      local: "Sede social",
      link: "https://meet.exemplo.org/ag",
    })
    for (const item of itens)
      await pb.collection("assembleia_itens").create({ assembleia: assembleia.id, ...item })
    return assembleia.id
  }

  /** Published, its first call then moved to `minutesAgo` before now by the superuser. */
  async function published(who: Pessoa = secretario, itens?: Array<Record<string, unknown>>, minutesAgo = 0) {
    const id = await draft(who, itens)
    await call(who, "publishAssembleia", id)
    const primeira = toPocketBaseDateTime(new Date(Date.now() - minutesAgo * 60000))
    await admin.collection("assembleias").update(id, { primeira_chamada: primeira })
    return id
  }

  /** Open: published, moved to today, its list frozen. */
  async function opened(who: Pessoa = secretario, itens?: Array<Record<string, unknown>>, minutesAgo = 0) {
    const id = await published(who, itens, minutesAgo)
    await call(who, "openAssembleia", id)
    return id
  }

  /** The frozen list's row of `conta`. */
  const rowOf = (id: string, conta: string) =>
    admin
      .collection("assembleia_associados")
      .getFirstListItem(`assembleia = "${id}" && associado = "${conta}"`)

  return { db, admin, secretario, call, dayAhead, draft, published, opened, rowOf }
}
