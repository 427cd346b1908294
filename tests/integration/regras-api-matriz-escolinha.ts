// The role matrix's rows (tests/integration/regras-api-matriz.ts) of the youth school
// (docs/decisions/youth-school.md#who-sees-a-childs-data). Of the board, only the president runs the
// school (the coordinator and the coaches are seats outside the matrix's roles; their reach, and
// the guardian's, is tests/integration/escolinha-acesso.test.ts): the president reads every child,
// its attendance, certificates and consents, keeps the classes and records or removes a
// certificate; nobody writes a child, its consents or its roll through the API. The public reads the
// classes' places (turmas_vagas) and the published school photos; the board reads the unpublished
// ones, and only the president changes them. A child's record is never the role's own: its
// guardian is an account of its own.
import type PocketBase from "pocketbase"
import { account, everyone, type Collection } from "./regras-api-matriz"
import { PNG } from "../support/form-data"

let serial = 0
const next = () => ++serial
const image = () => new File([new Uint8Array(PNG)], `escolinha-${next()}.png`, { type: "image/png" })
/** A past school day, distinct per call (attendance is one per child and day). */
const pastDay = () =>
  `2025-${String((next() % 12) + 1).padStart(2, "0")}-${String((next() % 28) + 1).padStart(2, "0")} 00:00:00.000Z`

const presidentOnly = (presidente: string, others = "-----") =>
  Object.assign(everyone(others), { presidente })

export function escolinhaCollections(admin: PocketBase): Record<string, Collection> {
  const turmaBody = () => ({
    nome: `Turma ${next()}-${Math.random().toString(36).slice(2, 6)}`,
    ano_inicio: 2016,
    ano_fim: 2020,
    dias: ["seg"],
    hora_inicio: "14:00",
    hora_fim: "15:00",
    local: "Campo",
    vagas: 60,
  })
  let turma: Promise<string> | undefined
  const turmaDaMatriz = () =>
    (turma ??= admin
      .collection("turmas")
      .create(turmaBody())
      .then((record) => record.id))
  /** A child of a guardian of its own, enrolled in the matrix's class. */
  const aluno = async () => {
    const responsavel = await admin.collection("cadastro_geral").create(account())
    const record = await admin.collection("alunos").create({
      nome: `Criança ${next()}`,
      data_nascimento: "2018-05-05 00:00:00.000Z",
      turma: await turmaDaMatriz(),
      responsavel: responsavel.id,
      status: "matriculado",
      consentimento_dados: true,
    })
    return { id: record.id, responsavel: responsavel.id }
  }
  return {
    turmas: {
      body: turmaBody,
      patch: { local: "Outro campo" },
      cells: presidentOnly("TTTTT"),
    },
    turmas_vagas: { cells: everyone("TT---") },
    alunos: {
      body: async () => {
        const { responsavel } = await aluno()
        return {
          nome: `Criança ${next()}`,
          data_nascimento: "2018-05-05 00:00:00.000Z",
          turma: await turmaDaMatriz(),
          responsavel,
          status: "matriculado",
        }
      },
      patch: { nome: "Outro nome" },
      cells: presidentOnly("TT---"),
    },
    consentimentos: {
      body: async () => {
        const { id, responsavel } = await aluno()
        return { aluno: id, responsavel, tipo: "dados", concedido: true, versao: "matriz" }
      },
      patch: { concedido: false },
      cells: presidentOnly("TT---"),
    },
    chamadas: {
      body: async () => ({
        aluno: (await aluno()).id,
        turma: await turmaDaMatriz(),
        data: pastDay(),
        presente: true,
      }),
      patch: { presente: false },
      cells: presidentOnly("TT---"),
    },
    atestados: {
      body: async () => ({ aluno: (await aluno()).id, data: pastDay() }),
      patch: { data: "2025-01-02 00:00:00.000Z" },
      cells: presidentOnly("TTT-T"),
    },
    galeria_escolinha: {
      body: () => ({ titulo: `Treino ${next()}`, imagem: image(), publicada: true, sem_criancas: true }),
      patch: { titulo: "Outro" },
      cells: presidentOnly("TTTTT", "TT---"),
    },
    "galeria_escolinha: não publicada": {
      collection: "galeria_escolinha",
      body: () => ({ titulo: `Treino ${next()}`, imagem: image(), publicada: false }),
      patch: { titulo: "Outro" },
      cells: {
        ...presidentOnly("TTTTT"),
        diretoria: "TT---",
        financeiro: "TT---",
      },
    },
  }
}
