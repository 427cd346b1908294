// What only the board sets about a member, against the real PocketBase: the member's own token
// (PocketBase's REST API, skipping the site) changes neither their name nor their status, in the
// member record or in the account (whose name and birth date the public birthdays page shows); what
// 'Meus Dados' lets them correct (phone, address) still goes through, and the president's route
// still renames them (docs/decisions/members.md#what-only-the-board-sets).
import { ClientResponseError } from "pocketbase"
import { describe, expect, it } from "vitest"
import { clientWithToken } from "../support/api"
import { adminClient, anonymousClient } from "../support/pocketbase"
import { createPersonWithToken, ownPocketBase, type Pessoa } from "./support"

const db = await ownPocketBase()
const admin = await adminClient(db.url)

const clientOf = (token: string) => clientWithToken(db.url, token)

/** The refusal PocketBase answers (404: the rule hides the record from that change). */
async function expectRefused(attempt: Promise<unknown>) {
  const error = await attempt.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ClientResponseError)
  expect([400, 403, 404]).toContain((error as ClientResponseError).status)
}

async function socio(): Promise<Pessoa & { associadoId: string }> {
  const person = await createPersonWithToken(db.url, { associado: 1 })
  return { ...person, associadoId: person.associadoId! }
}

const multipart = (fields: Record<string, string>) => {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  return body
}

describe("a member, through the API with their own token", () => {
  it("cannot rename themself nor change their status in their member record", async () => {
    const membro = await socio()
    const associados = clientOf(membro.token).collection("associados")
    for (const change of [
      { nome: "Nome Escolhido" },
      { status: 0 },
      { nome: "Nome Escolhido", status: 1 },
      multipart({ nome: "Nome Escolhido" }),
    ]) {
      await expectRefused(associados.update(membro.associadoId, change))
    }
    expect(await admin.collection("associados").getOne(membro.associadoId)).toMatchObject({
      nome: membro.nome,
      status: 1,
    })
  })

  it("cannot rename their account nor change their birth date, in JSON or multipart", async () => {
    const membro = await socio()
    await admin
      .collection("cadastro_geral")
      .update(membro.id, { dt_nasc: "1960-03-15 12:00:00.000Z", aniversario_publico: true })
    const contas = clientOf(membro.token).collection("cadastro_geral")
    for (const change of [
      { nome: "Nome Escolhido" },
      { nome: "Nome Escolhido", telefone: "(11) 91234-5678" },
      multipart({ nome: "Nome Escolhido" }),
      { dt_nasc: "1990-01-01 12:00:00.000Z" },
    ]) {
      await expectRefused(contas.update(membro.id, change))
    }
    const conta = await admin.collection("cadastro_geral").getOne(membro.id)
    expect(conta).toMatchObject({ nome: membro.nome, telefone: "" })
    expect(conta.dt_nasc).toMatch(/^1960-03-15/)
    // The public birthdays keep the (first) name the board set.
    const nivers = await anonymousClient(db.url).collection("nivers").getFullList({ filter: "mes = 3" })
    expect(nivers.map((niver) => niver.nome)).toEqual([membro.nome.split(" ")[0]])
  })

  it("still corrects their phone and address, resending their name unchanged", async () => {
    const membro = await socio()
    const contas = clientOf(membro.token).collection("cadastro_geral")
    await contas.update(membro.id, { telefone: "(11) 91234-5678", endereco: "Rua B, 2" })
    await contas.update(membro.id, { nome: membro.nome, endereco: "Rua C, 3" })
    expect(await admin.collection("cadastro_geral").getOne(membro.id)).toMatchObject({
      nome: membro.nome,
      telefone: "(11) 91234-5678",
      endereco: "Rua C, 3",
    })
  })
})

it("the president's route still renames a member, in the record and the account", async () => {
  const presidente = await createPersonWithToken(db.url, {
    associado: 1,
    board: [{ cargo: "presidente", tipo: "diretoria" }],
  })
  const membro = await socio()
  await clientOf(presidente.token).send(`/api/associacao/associados/${membro.associadoId}`, {
    method: "POST",
    body: { nome: "Nome Corrigido Pela Diretoria" },
  })
  expect((await admin.collection("associados").getOne(membro.associadoId)).nome).toBe(
    "Nome Corrigido Pela Diretoria",
  )
  expect((await admin.collection("cadastro_geral").getOne(membro.id)).nome).toBe(
    "Nome Corrigido Pela Diretoria",
  )
})
