// What the election's integration tests share (tests/integration/eleicoes-*.test.ts): the assembly's
// kit (assembleias-support.ts) and an election brought to its vote the way the panel does it: a notice
// with an election item for the executive board, slates of members able to vote, the assembly open
// with its voters present and its votes started, the item's vote opened.
import { addDays, todayInSaoPaulo } from "@veteranos/domain/datas"
import { seatsOf } from "@veteranos/domain/eleicoes"
import { assembleiasKit } from "./assembleias-support"
import { createPersonWithToken, type Pessoa } from "./support"

export const ELEICAO = {
  titulo: "Eleição da Diretoria Executiva",
  tipo: "eleicao",
  orgaos: ["diretoria"],
  mandato_inicio: addDays(todayInSaoPaulo(), 60),
}

export async function eleicoesKit() {
  const kit = await assembleiasKit()
  const { db, admin, secretario, call } = kit

  /** `n` members able to vote (no dues at all), each with a token. */
  const members = (n: number) =>
    Promise.all(Array.from({ length: n }, () => createPersonWithToken(kit.db.url, { associado: 1 })))

  /** The executive board's seats, each held by one of `people`, in order. */
  const membros = (people: Pessoa[]) =>
    seatsOf(["diretoria"]).map((seat, i) => ({ conta: people[i]!.id, cargo: seat.cargo, tipo: seat.tipo }))

  /** The election item of the assembly `id`. */
  const itemOf = async (id: string) =>
    (await admin.collection("assembleia_itens").getFirstListItem(`assembleia = "${id}"`)).id

  /**
   * A notice with an election item and `slates` slates of four fresh members each, then the assembly
   * opened (its second call's time passed, so any number present starts the votes), `presentes`
   * marked present, the votes started and, unless `abrir` is false, the item's vote opened.
   */
  async function election(presentes: Pessoa[], options: { slates?: number; abrir?: boolean } = {}) {
    const id = await kit.published(secretario, [ELEICAO], 60)
    const item = await itemOf(id)
    const chapas: string[] = []
    for (let n = 1; n <= (options.slates ?? 2); n += 1) {
      const people = await members(4)
      const { chapa } = await call<{ chapa: string }>(secretario, "registerChapa", item, {
        nome: `Chapa ${n}`,
        membros: membros(people),
      })
      chapas.push(chapa)
    }
    await call(secretario, "openAssembleia", id)
    for (const who of presentes) await call(secretario, "markPresenca", id, { associado: who.id })
    await call(secretario, "installAssembleia", id)
    if (options.abrir !== false) await call(secretario, "openVoting", item)
    return { id, item, chapas }
  }

  /** A ballot of `who` (on their own phone): PocketBase's answer with the receipt code. */
  const vote = (who: Pessoa, item: string, escolha: string) =>
    call<{ ok: true; recibo: string }>(who, "castVote", item, { escolha })

  return { ...kit, db, admin, secretario, call, members, membros, itemOf, election, vote }
}
