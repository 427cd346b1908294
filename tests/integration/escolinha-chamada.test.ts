// A class's roll and health certificates through PocketBase, called directly as someone skipping the
// site would (docs/decisions/youth-school.md#classes-and-the-roll, #health-certificates): the roll
// saved twice for a day keeps one record per child with the second's marks; a coach of another
// class is refused the roll and reads nothing of the class; a class's coach holds a coach's seat and
// a class with children stays; a certificate's date after today is refused; the certificate's
// e-mail is queued once however often the job runs, and sent.
import { PROFESSOR_ESCOLINHA, TIPO_ESCOLINHA, COORDENADOR_ESCOLINHA } from "@veteranos/domain/cargos"
import { addDays, addMonths, storedDate, todayInSaoPaulo } from "@veteranos/domain/datas"
import { ESCOLINHA_MENSAGENS, FREQUENCIA_DIAS } from "@veteranos/domain/escolinha"
import { CHAMADA_MENSAGENS, chamadaSalva, TURMA_MENSAGENS } from "@veteranos/domain/escolinha-turmas"
import { apiPath } from "@veteranos/domain/rotas-api"
import { describe, expect, it } from "vitest"
import { answerOf, clientWithToken, fieldRefusal, panelPageData } from "../support/api"
import { adminClient } from "../support/pocketbase"
import { panelSite } from "./painel-falhas-support"
import { createPerson, createPersonWithToken, ownMailServer, ownPocketBase, tokenOf } from "./support"

const db = await ownPocketBase()
const admin = await adminClient(db.url)
const mail = await ownMailServer(db.url)
const hoje = todayInSaoPaulo()
const ano = Number(hoje.slice(0, 4))

/** A logged-in account holding the school seat `cargo`. */
async function staff(cargo: string) {
  const person = await createPerson(db.url, { board: [{ cargo, tipo: TIPO_ESCOLINHA }] })
  return { ...person, client: clientWithToken(db.url, await tokenOf(db.url, person.email)) }
}

const turma = (nome: string, professor: string) =>
  admin.collection("turmas").create({
    nome,
    ano_inicio: ano - 7,
    ano_fim: ano - 6,
    dias: ["seg", "qua"],
    hora_inicio: "14:00",
    hora_fim: "15:00",
    local: "Campo society",
    professor,
    vagas: 12,
  })

const aluno = (turmaId: string, responsavel: string, nome: string) =>
  admin.collection("alunos").create({
    nome,
    data_nascimento: storedDate(`${ano - 7}-03-15`),
    turma: turmaId,
    responsavel,
    status: "matriculado",
    matriculado_em: new Date().toISOString(),
  })

const coach = await staff(PROFESSOR_ESCOLINHA)
const otherCoach = await staff(PROFESSOR_ESCOLINHA)
const coordenador = await staff(COORDENADOR_ESCOLINHA)
const guardian = await createPersonWithToken(db.url)
const sub7 = await turma("Sub-7", coach.id)
await turma("Sub-9", otherCoach.id)
const lucas = await aluno(sub7.id, guardian.id, "Lucas Pereira")
const sofia = await aluno(sub7.id, guardian.id, "Sofia Pereira")

const saveChamada = (client: typeof coach.client, presentes: string[], data = hoje) =>
  client.send<{ message: string }>(apiPath("saveChamada", sub7.id), {
    method: "POST",
    body: { data, presentes },
  })

describe("the roll", () => {
  it("saved twice for a day keeps one record per child, with the second's marks", async () => {
    await saveChamada(coach.client, [lucas.id, sofia.id])
    const answer = await saveChamada(coach.client, [lucas.id])
    expect(answer.message).toBe(chamadaSalva(hoje, 1, 1))
    const rows = await admin.collection("chamadas").getFullList({
      filter: admin.filter("turma = {:turma} && data = {:data}", { turma: sub7.id, data: storedDate(hoje) }),
    })
    expect(rows.map((row) => [row.aluno, row.presente, row.registrado_por]).sort()).toEqual(
      [
        [lucas.id, true, coach.id],
        [sofia.id, false, coach.id],
      ].sort(),
    )
  })

  it("saved twice at once for a day still keeps one record per child, all of one save", async () => {
    // A day before the attendance rate's window, which a later test reads.
    const dia = addDays(hoje, -(FREQUENCIA_DIAS + 5))
    await Promise.all([
      saveChamada(coach.client, [lucas.id], dia),
      saveChamada(coordenador.client, [sofia.id], dia),
    ])
    const rows = await admin.collection("chamadas").getFullList({
      filter: admin.filter("turma = {:turma} && data = {:data}", { turma: sub7.id, data: storedDate(dia) }),
    })
    expect(rows.map((row) => row.aluno).sort()).toEqual([lucas.id, sofia.id].sort())
    expect(new Set(rows.map((row) => row.registrado_por)).size).toBe(1)
  })

  it("refuses a day after today and a child not enrolled in the class", async () => {
    expect(await answerOf(saveChamada(coach.client, [], addDays(hoje, 1)))).toEqual([
      400,
      CHAMADA_MENSAGENS.data,
    ])
    expect(await answerOf(saveChamada(coach.client, [guardian.id]))).toEqual([400, CHAMADA_MENSAGENS.aluno])
  })

  it("is refused to a coach of another class, who reads nothing of it", async () => {
    expect(await answerOf(saveChamada(otherCoach.client, [lucas.id]))).toEqual([
      403,
      CHAMADA_MENSAGENS.professor,
    ])
    const filter = `turma = "${sub7.id}"`
    expect(await otherCoach.client.collection("chamadas").getFullList({ filter })).toEqual([])
    expect(await otherCoach.client.collection("alunos").getFullList({ filter })).toEqual([])
    const token = await tokenOf(db.url, otherCoach.email)
    const page = await panelPageData<{ turma: unknown }>(db.url, token, `/painel/escolinha/turmas/${sub7.id}`)
    expect(page.turma).toBeNull()
    const roll = await panelPageData<{ turma: unknown }>(
      db.url,
      token,
      `/painel/escolinha/turmas/${sub7.id}/chamada`,
    )
    expect(roll.turma).toBeNull()
  })

  it("is 'Não encontrado' on the site to a coach of another class, whose roll saves nothing", async () => {
    const site = await panelSite(db.url)
    const cookie = await site.login(otherCoach.email)
    const pagina = `/painel/escolinha/turmas/${sub7.id}`
    expect((await site.get(pagina, cookie)).status).toBe(404)
    expect((await site.get(`${pagina}/chamada`, cookie)).status).toBe(404)
    const dia = addDays(hoje, -1)
    const answer = await site.post(
      `${pagina}/chamada?data=${dia}`,
      { intent: "salvar", data: dia, [`chamada.${lucas.id}`]: "faltou" },
      cookie,
    )
    expect(answer.html).toContain(CHAMADA_MENSAGENS.professor)
    const filter = admin.filter("turma = {:turma} && data = {:data}", {
      turma: sub7.id,
      data: storedDate(dia),
    })
    expect(await admin.collection("chamadas").getFullList({ filter })).toEqual([])
  })

  it("shows the class's page its children's attendance rate", async () => {
    const token = await tokenOf(db.url, coach.email)
    const page = await panelPageData<{
      alunos: Array<{ nome: string; frequencia: { label: string | null } }>
    }>(db.url, token, `/painel/escolinha/turmas/${sub7.id}`)
    expect(page.alunos.map((a) => [a.nome, a.frequencia.label])).toEqual([
      ["Lucas Pereira", "100% de presença"],
      ["Sofia Pereira", "0% de presença"],
    ])
  })
})

describe("the classes", () => {
  const nova = (professor: string) => ({
    nome: `Sub-${Math.random().toString(36).slice(2, 7)}`,
    ano_inicio: ano - 9,
    ano_fim: ano - 8,
    dias: ["ter"],
    hora_inicio: "14:00",
    hora_fim: "15:30",
    local: "Campo society",
    professor,
    vagas: 10,
  })

  it("take a coach who holds a current coach's seat, and only the managers write them", async () => {
    await expect(coordenador.client.collection("turmas").create(nova(coach.id))).resolves.toMatchObject({
      professor: coach.id,
    })
    const refused = await fieldRefusal(
      coordenador.client.collection("turmas").create(nova(guardian.id)),
      (e) => e.message,
    )
    expect(refused).toEqual({ status: 400, fields: { professor: TURMA_MENSAGENS.professor } })
    // The API rules let only the president and the coordinator create one.
    expect((await answerOf(coach.client.collection("turmas").create(nova(coach.id))))[0]).toBe(400)
  })

  it("are not deleted while a child's record names them", async () => {
    expect(await answerOf(coordenador.client.collection("turmas").delete(sub7.id))).toEqual([
      400,
      ESCOLINHA_MENSAGENS.turmaComAlunos,
    ])
  })
})

describe("health certificates", () => {
  it("refuses a date after today and records who recorded one", async () => {
    const tomorrow = { aluno: lucas.id, data: storedDate(addDays(hoje, 1)) }
    expect(await answerOf(coordenador.client.collection("atestados").create(tomorrow))).toEqual([
      400,
      ESCOLINHA_MENSAGENS.atestadoData,
    ])
    const created = await coordenador.client
      .collection("atestados")
      .create({ aluno: sofia.id, data: storedDate(hoje) })
    expect(created.registrado_por).toBe(coordenador.id)
  })

  it("queues the guardian's e-mail 30 days before it expires, once", async () => {
    // Valid until 20 days from today: inside the e-mail's window.
    const data = addDays(addMonths(hoje, -12), 21)
    const atestado = await admin.collection("atestados").create({ aluno: lucas.id, data: storedDate(data) })
    // Two runs at once (a manual run returns before the job ends: its stored run says it ended).
    const runs = () => admin.collection("execucoes").getFullList({ filter: 'tarefa = "atestados"' })
    const before = (await runs()).length
    await Promise.all([admin.crons.run("atestados"), admin.crons.run("atestados")])
    await expect.poll(async () => (await runs()).length, { timeout: 15_000 }).toBe(before + 2)
    const avisos = (await runs()).slice(before).map((run) => (run.contagens as { avisos: number }).avisos)
    expect(avisos.sort()).toEqual([0, 1])
    const queued = await admin.collection("envios").getFullList({
      filter: admin.filter("tipo = 'atestado_vencendo' && referencia = {:id}", { id: atestado.id }),
    })
    expect(queued.map((row) => row.conta)).toEqual([guardian.id])
    await admin.send("/api/crons/envios", { method: "POST" })
    await expect.poll(() => mail.to(guardian.email).length).toBe(1)
    expect(mail.to(guardian.email)[0]!.subject).toMatch(
      /^Atestado médico de Lucas vence em \d{2}\/\d{2}\/\d{4}\b/,
    )
  })
})
