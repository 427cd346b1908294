// Who reads a child's data (docs/decisions/youth-school.md#who-sees-a-childs-data), proven against
// the real PocketBase and the built site: through the API, with each person's own token, a child's
// record, attendance, certificates and consents are read only by the president, the coordinator,
// the coach of the child's class and the child's own guardian; a member, another child's guardian
// and a coach of another class get an empty list and a 404. The site's pages refuse them alike.
import { beforeAll, describe, expect, it } from "vitest"
import { COORDENADOR_ESCOLINHA, PROFESSOR_ESCOLINHA, TIPO_ESCOLINHA } from "@veteranos/domain/cargos"
import { apiPath } from "@veteranos/domain/rotas-api"
import { adminClient } from "../support/pocketbase"
import { clientWithToken } from "../support/api"
import { panelSite } from "./painel-falhas-support"
import { createPersonWithToken, ownPocketBase, type Pessoa } from "./support"
import { createAluno, createTurma } from "./escolinha-filhos-support"

const db = await ownPocketBase()
const admin = await adminClient(db.url)

/** A person holding a school seat (the coordinator's or a coach's), logged in. */
async function withSchoolSeat(cargo: string) {
  return createPersonWithToken(db.url, { board: [{ cargo, tipo: TIPO_ESCOLINHA }] })
}

const [presidente, associado, coordenador, professor, outroProfessor, responsavel, outroResponsavel] =
  await Promise.all([
    createPersonWithToken(db.url, { associado: 1, board: [{ cargo: "presidente", tipo: "diretoria" }] }),
    createPersonWithToken(db.url, { associado: 1 }),
    withSchoolSeat(COORDENADOR_ESCOLINHA),
    withSchoolSeat(PROFESSOR_ESCOLINHA),
    withSchoolSeat(PROFESSOR_ESCOLINHA),
    createPersonWithToken(db.url),
    createPersonWithToken(db.url),
  ])
const turma = await createTurma(db.url, professor.id)
const outraTurma = await createTurma(db.url, outroProfessor.id)
const aluno = await createAluno(db.url, turma.id, responsavel.id, "Lucas Acesso")
await createAluno(db.url, outraTurma.id, outroResponsavel.id, "Outra Criança")

beforeAll(async () => {
  await clientWithToken(db.url, responsavel.token).send(apiPath("recordConsentimento", aluno.id), {
    method: "POST",
    body: { dados: true, imagem: false },
  })
  await clientWithToken(db.url, outroResponsavel.token).send(
    apiPath(
      "recordConsentimento",
      (await admin.collection("alunos").getFirstListItem(`turma = "${outraTurma.id}"`)).id,
    ),
    { method: "POST", body: { dados: true, imagem: true } },
  )
  await admin
    .collection("chamadas")
    .create({ aluno: aluno.id, turma: turma.id, data: "2026-01-05 00:00:00.000Z", presente: true })
  await admin.collection("atestados").create({ aluno: aluno.id, data: "2026-01-02 00:00:00.000Z" })
})

const READERS: Record<string, Pessoa> = { presidente, coordenador, professor, responsavel }
const OTHERS: Record<string, Pessoa> = { associado, outroResponsavel, outroProfessor }
const COLLECTIONS = ["alunos", "chamadas", "atestados", "consentimentos"] as const

/** What `person` reads of the child in `collection`: the ids listed, and whether each one opens. */
async function reach(person: Pessoa, collection: (typeof COLLECTIONS)[number]) {
  const ids = (
    await admin
      .collection(collection)
      .getFullList({ filter: collection === "alunos" ? `id = "${aluno.id}"` : `aluno = "${aluno.id}"` })
  ).map((record) => record.id)
  expect(ids.length).toBeGreaterThan(0)
  const pb = clientWithToken(db.url, person.token).collection(collection)
  const listed = (await pb.getFullList({ filter: `id = "${ids.join('" || id = "')}"` })).map((r) => r.id)
  const viewed = await Promise.all(
    ids.map((id) =>
      pb.getOne(id).then(
        () => 200,
        (error: { status: number }) => error.status,
      ),
    ),
  )
  return {
    listed: listed.length === ids.length,
    viewed: viewed.every((status) => status === 200),
    refused: viewed.every((status) => status === 404),
  }
}

describe("a child's data through PocketBase's API", () => {
  it.each(Object.keys(READERS))("is read by %s", async (who) => {
    for (const collection of COLLECTIONS) {
      const { listed, viewed } = await reach(READERS[who]!, collection)
      expect([collection, listed, viewed]).toEqual([collection, true, true])
    }
  })

  it.each(Object.keys(OTHERS))("is not read by %s (an empty list, a 404)", async (who) => {
    for (const collection of COLLECTIONS) {
      const pb = clientWithToken(db.url, OTHERS[who]!.token).collection(collection)
      const filter = collection === "alunos" ? `id = "${aluno.id}"` : `aluno = "${aluno.id}"`
      expect([collection, (await pb.getFullList({ filter })).length]).toEqual([collection, 0])
      const { refused } = await reach(OTHERS[who]!, collection)
      expect([collection, refused]).toEqual([collection, true])
    }
  })
})

describe("a child's data through the site", async () => {
  const site = await panelSite(db.url)
  const cookies = Object.fromEntries(
    await Promise.all(
      Object.entries({ ...READERS, ...OTHERS }).map(
        async ([who, person]) => [who, await site.login(person.email)] as const,
      ),
    ),
  ) as Record<string, string>
  const json = `/painel/filhos/${aluno.id}.json`
  const page = `/painel/escolinha/turmas/${turma.id}`

  it("shows the child to its guardian on 'Meus filhos' and in the JSON file", async () => {
    const filhos = await site.get("/painel/filhos", cookies.responsavel!)
    expect(filhos.status).toBe(200)
    expect(filhos.html).toContain("Lucas Acesso")
    const file = await site.get(json, cookies.responsavel!)
    expect(file.status).toBe(200)
    const dados = JSON.parse(file.html)
    expect([dados.aluno.nome, dados.turma.nome, dados.turma.local]).toEqual([
      "Lucas Acesso",
      turma.nome,
      "Campo society",
    ])
    expect(dados.chamadas).toEqual([{ data: "2026-01-05", presente: true }])
    expect(dados.atestados).toEqual([{ data: "2026-01-02" }])
    expect(
      dados.consentimentos.map((row: { tipo: string; concedido: boolean }) => [row.tipo, row.concedido]),
    ).toEqual([
      ["dados", true],
      ["imagem", false],
    ])
  })

  it("keeps the child from another guardian, a member and a coach of another class", async () => {
    const outros = await site.get("/painel/filhos", cookies.outroResponsavel!)
    expect(outros.status).toBe(200)
    expect(outros.html).not.toContain("Lucas Acesso")
    expect((await site.get(json, cookies.outroResponsavel!)).status).toBe(404)
    expect((await site.get("/painel/filhos", cookies.associado!)).status).toBe(403)
    expect((await site.get(json, cookies.associado!)).status).toBe(403)
    expect((await site.get(json, cookies.outroProfessor!)).status).toBe(403)
    expect((await site.get(page, cookies.associado!)).status).toBe(403)
    expect((await site.get(page, cookies.outroResponsavel!)).status).toBe(403)
    expect((await site.get(page, cookies.outroProfessor!)).status).toBe(404)
  })

  it("opens the class's page to its coach, the coordinator and the president", async () => {
    for (const who of ["professor", "coordenador", "presidente"]) {
      const answer = await site.get(page, cookies[who]!)
      expect([who, answer.status, answer.html.includes("Lucas Acesso")]).toEqual([who, 200, true])
    }
  })
})
