// 'Dar posse' in PocketBase itself (docs/decisions/elections.md#dar-posse-installs-the-elected-slate):
// the elected slate's seats take the item's term and the outgoing ones end the day before, so the
// executive board has exactly one president on every day around the term's start, the public board
// shows the new people on the term's first day, and a closed assembly still allows it, once.
import { ClientResponseError } from "pocketbase"
import { describe, expect, it } from "vitest"
import { addDays, storedDate, todayInSaoPaulo } from "@veteranos/domain/datas"
import { POSSE_MENSAGENS } from "@veteranos/domain/eleicoes-posse"
import { inTerm } from "@veteranos/domain/mandatos"
import { clientWithToken } from "../support/api"
import { assembleiasKit } from "./assembleias-support"
import { createPerson, createPersonWithToken, type Pessoa } from "./support"

const kit = await assembleiasKit()
const { admin, db } = kit
const dayFrom = (offset: number) => addDays(todayInSaoPaulo(), offset)

const presidente = await createPersonWithToken(db.url, {
  associado: 1,
  board: [{ cargo: "presidente", tipo: "diretoria" }],
})
// The next president, who runs the second election.
const novo = await createPersonWithToken(db.url, { associado: 1 })
const conselheiro = await createPerson(db.url, {
  associado: 1,
  board: [{ cargo: "conselheiro", tipo: "conselho" }],
})

type Seat = {
  id: string
  idCadGeral: string
  cargo: string
  tipo: string
  inicio_mandato: string
  fim_mandato: string
}
const seats = () => admin.collection("diretoria").getFullList<Seat>()
/** Who is the executive board's president on `day`: every account whose seat counts then. */
const presidentsOn = async (day: string) =>
  (await seats())
    .filter((seat) => seat.tipo === "diretoria" && seat.cargo === "presidente" && inTerm(seat, day))
    .map((seat) => seat.idCadGeral)

/**
 * An open assembly whose election item elected a slate of `membros` for `orgaos`, its term from
 * `inicio` for three years (the count itself is the vote's own tests'): the item's id.
 */
async function elected(
  gestor: Pessoa,
  orgaos: string[],
  inicio: string,
  membros: Array<{ conta: string; cargo: string; tipo: string }>,
) {
  const assembleia = await kit.opened(gestor, [{ titulo: "Eleição", tipo: "deliberacao" }])
  const item = await admin.collection("assembleia_itens").getFirstListItem(`assembleia = "${assembleia}"`)
  const chapa = await admin.collection("chapas").create({ item: item.id, numero: 1, nome: "Renovação" })
  for (const [ordem, membro] of membros.entries())
    await admin
      .collection("chapa_cargos")
      .create({ chapa: chapa.id, item: item.id, nome: "Pessoa", ordem, ...membro })
  await admin.collection("assembleia_itens").update(item.id, {
    tipo: "eleicao",
    forma: "secreta",
    orgaos,
    mandato_inicio: storedDate(inicio),
    mandato_fim: storedDate(addDays(addDays(inicio, 3 * 365), -1)),
    votacao: "encerrada",
    chapa_eleita: chapa.id,
  })
  return { assembleia, item: item.id }
}

const posse = (token: string, item: string) =>
  clientWithToken(db.url, token)
    .send(`/api/associacao/assembleia-itens/${item}/posse`, { method: "POST" })
    .then(
      (body) => ({ status: 200, body }),
      (error: ClientResponseError) => ({ status: error.status, body: error.response }),
    )

describe("'Dar posse'", () => {
  it("passes the presidency on the term's first day, ends the outgoing council the day before, and shows the new board that day", async () => {
    const vice = await createPerson(db.url, { associado: 1 })
    const fiscal = await createPerson(db.url, { associado: 1 })
    const today = dayFrom(0)
    const { assembleia, item } = await elected(kit.secretario, ["diretoria", "conselho"], today, [
      { conta: novo.id, cargo: "presidente", tipo: "diretoria" },
      { conta: vice.id, cargo: "vice-presidente", tipo: "diretoria" },
      { conta: fiscal.id, cargo: "conselheiro", tipo: "conselho" },
    ])
    // The minutes come first: the assembly is closed, and the installation still passes.
    await admin.collection("assembleias").update(assembleia, { status: "encerrada" })

    const done = await posse(presidente.token, item)
    expect(done).toEqual({ status: 200, body: { ok: true, criados: 3, encerrados: 3 } })
    expect(await presidentsOn(dayFrom(-1))).toEqual([presidente.id])
    expect(await presidentsOn(today)).toEqual([novo.id])
    expect(await presidentsOn(dayFrom(3 * 365 - 1))).toEqual([novo.id])
    const all = await seats()
    const conselhoAntigo = all.find((seat) => seat.idCadGeral === conselheiro.id)!
    expect(conselhoAntigo.fim_mandato.slice(0, 10)).toBe(dayFrom(-1))
    const publica = await clientWithToken(db.url, "")
      .collection("diretoria_publica")
      .getFullList<{ nome: string }>()
    expect(publica.map((seat) => seat.nome).sort()).toEqual([fiscal.nome, novo.nome, vice.nome].sort())
    const registrado = await admin.collection("assembleia_itens").getOne(item)
    expect(registrado.posse_em).not.toBe("")

    expect(await posse(novo.token, item)).toMatchObject({
      status: 400,
      body: { message: POSSE_MENSAGENS.jaDada },
    })
  })

  it("keeps the outgoing president until the day before a term that starts later", async () => {
    const atual = await presidentsOn(dayFrom(0))
    const secretario = await createPersonWithToken(db.url, { associado: 1 })
    const proximo = await createPerson(db.url, { associado: 1 })
    const inicio = dayFrom(30)
    const { item } = await elected(novo, ["diretoria"], inicio, [
      { conta: proximo.id, cargo: "presidente", tipo: "diretoria" },
      { conta: secretario.id, cargo: "secretario", tipo: "diretoria" },
    ])
    expect(await posse(secretario.token, item)).toMatchObject({ status: 403 })

    expect(await posse(novo.token, item)).toMatchObject({ status: 200 })
    for (const [offset, who] of [
      [0, atual],
      [29, atual],
      [30, [proximo.id]],
    ] as const)
      expect(await presidentsOn(dayFrom(offset))).toEqual(who)
    const publica = await clientWithToken(db.url, "")
      .collection("diretoria_publica")
      .getFullList<{ nome: string }>()
    expect(publica.map((seat) => seat.nome)).not.toContain(proximo.nome)
  })
})
