// The demo's youth school (docs/decisions/youth-school.md): the coordinator's and the coaches' seats,
// three classes (Sub-11 full, with one child waiting), the guardians and their children with the
// consents given for today's text, health certificates (one expiring soon), the last four weeks of
// attendance, two requests not yet enrolled, and two school photos showing a child. Written as a
// superuser, the seed's way: no route runs, so no e-mail is queued. Nothing here draws from the
// demo's random sequence, so the rest of the demo stays as it was.
import { randomBytes } from "node:crypto"
import { addDays, subDays, subMonths, subYears } from "date-fns"
import { CONSENTIMENTO_VERSAO } from "../../app/domain/escolinha-consentimento.js"
import { TIPO_ESCOLINHA } from "../../app/domain/cargos.js"
import { DEMO_PASSWORD } from "./content.mjs"
import { SCHOOL_GALLERY } from "./content-files.mjs"
import {
  ALUNOS,
  FOTOS_COM_CRIANCAS,
  NEW_SCHOOL_REQUESTS,
  SCHOOL_OTHERS,
  SCHOOL_PEOPLE,
  TURMAS,
} from "./content-escolinha.mjs"
import { calendarDay, pbDate, pbDateTime } from "./dates.mjs"
import { record, secondStepOf } from "./records.mjs"
import { stableId } from "./random.mjs"

const conta = (email) => stableId("cadastro_geral", email)
/** Date.getDay() of each class day. */
const WEEKDAY = { seg: 1, ter: 2, qua: 3, qui: 4, sex: 5 }

function accountRecords() {
  return [...SCHOOL_PEOPLE, ...SCHOOL_OTHERS].map((p, i) => {
    const password = SCHOOL_PEOPLE.includes(p) ? DEMO_PASSWORD : randomBytes(18).toString("base64url")
    return record("cadastro_geral", p.email, {
      email: p.email,
      emailVisibility: true,
      verified: true,
      password,
      passwordConfirm: password,
      nome: p.nome,
      telefone: `(11) 98${String(100 + i).padStart(3, "0")}-40${String(10 + i).padStart(2, "0")}`,
      ...(p.cpf ? { cpf: p.cpf.replace(/\D/g, "") } : {}),
      ...secondStepOf(p.seat),
    })
  })
}

/** The school's seats, for a term that holds today. */
function seatRecords(today) {
  return [...SCHOOL_PEOPLE, ...SCHOOL_OTHERS]
    .filter((p) => p.seat)
    .map((p) =>
      record("diretoria", `${p.seat}:${p.email}`, {
        idCadGeral: conta(p.email),
        cargo: p.seat,
        tipo: TIPO_ESCOLINHA,
        email: "",
        telefone: "",
        contato_publico: false,
        inicio_mandato: pbDate(subDays(today, 300)),
        fim_mandato: pbDate(addDays(today, 700)),
      }),
    )
}

function turmaRecords(today) {
  const year = today.getFullYear()
  return TURMAS.map(({ anos, professor, ...turma }) =>
    record("turmas", turma.nome, {
      ...turma,
      ano_inicio: year - anos[0],
      ano_fim: year - anos[1],
      professor: conta(professor),
    }),
  )
}

const alunoId = (nome) => stableId("alunos", nome)
const turmaId = (nome) => stableId("turmas", nome)

function alunoRecords(today) {
  const year = today.getFullYear()
  return ALUNOS.map((a, i) => {
    const [years, month, day] = a.nascido
    return record("alunos", a.nome, {
      nome: a.nome,
      data_nascimento: pbDate(calendarDay(year - years, month, day)),
      turma: turmaId(a.turma),
      responsavel: conta(a.responsavel),
      status: a.espera ? "espera" : "matriculado",
      matriculado_em: a.espera ? "" : pbDate(subDays(today, 60 + i)),
      espera_desde: a.espera ? pbDate(subDays(today, 20)) : "",
      consentimento_dados: true,
      consentimento_imagem: a.imagem,
      consentimento_em: pbDateTime(subDays(today, 58), "19:30"),
    })
  })
}

/** Each child's two choices, as the consent page records them. */
function consentRecords() {
  return ALUNOS.flatMap((a) =>
    ["dados", "imagem"].map((tipo) =>
      record("consentimentos", `${a.nome}:${tipo}`, {
        aluno: alunoId(a.nome),
        responsavel: conta(a.responsavel),
        tipo,
        concedido: tipo === "dados" ? true : a.imagem,
        versao: CONSENTIMENTO_VERSAO,
      }),
    ),
  )
}

/** Certificates: dated so many days ago, or so that they expire in `venceEm` days (valid 12 months). */
function atestadoRecords(today) {
  const coordenador = conta(SCHOOL_PEOPLE[0].email)
  return ALUNOS.filter((a) => a.venceEm !== undefined || a.atestadoHaDias !== null).map((a) =>
    record("atestados", a.nome, {
      aluno: alunoId(a.nome),
      data: pbDate(
        a.venceEm !== undefined
          ? subMonths(addDays(today, a.venceEm + 1), 12)
          : subDays(today, a.atestadoHaDias),
      ),
      registrado_por: coordenador,
    }),
  )
}

/** The roll of the last four weeks' sessions, each child present but for one absence in three children. */
function chamadaRecords(today) {
  const records = []
  const professor = conta(SCHOOL_PEOPLE[1].email)
  for (const [i, a] of ALUNOS.entries()) {
    if (a.espera) continue
    const turma = TURMAS.find((t) => t.nome === a.turma)
    let session = 0
    for (let back = 28; back >= 1; back--) {
      const day = subDays(today, back)
      if (!turma.dias.some((dia) => WEEKDAY[dia] === day.getDay())) continue
      session++
      records.push(
        record("chamadas", `${a.nome}:${pbDate(day)}`, {
          aluno: alunoId(a.nome),
          turma: turmaId(a.turma),
          data: pbDate(day),
          presente: !(i % 3 === 1 && session === 2),
          registrado_por: professor,
        }),
      )
    }
  }
  return records
}

function requestRecords(today) {
  return NEW_SCHOOL_REQUESTS.map(({ age, extraDays, ...r }, i) =>
    record("pedido_escolinha", `${r.email}:${r.nome_crianca}`, {
      ...r,
      data_nascimento: pbDate(subDays(subYears(today, age), extraDays)),
      observacoes: r.observacoes ?? "",
      tipo: "Pedido",
      consentimento: true,
      consentimento_em: pbDateTime(subDays(today, 1 + i), "20:15"),
    }),
  )
}

/** The school photos (stored by demo-data.mjs) published as showing no identifiable child, but two that show one. */
function photoMarks() {
  return SCHOOL_GALLERY.map(({ titulo }) => {
    const marked = FOTOS_COM_CRIANCAS.find((foto) => foto.titulo === titulo)
    return record("galeria_escolinha", titulo, {
      criancas: marked ? [alunoId(marked.crianca)] : [],
      sem_criancas: !marked,
      publicada: marked ? marked.publicada : true,
    })
  })
}

/** @param {Date} today São Paulo's calendar day (dates.mjs) */
export function schoolRecords(today) {
  return [
    ...accountRecords(),
    ...seatRecords(today),
    ...turmaRecords(today),
    ...alunoRecords(today),
    ...consentRecords(),
    ...atestadoRecords(today),
    ...chamadaRecords(today),
    ...requestRecords(today),
    ...photoMarks(),
  ]
}
