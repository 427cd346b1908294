// The demo's youth school, in words (docs/decisions/youth-school.md): its staff, the classes, the
// guardians and their children, and two requests waiting in the inbox. Dates are relative to the
// day the seed runs (demo-escolinha.mjs places them).

/**
 * The school's people with a demo login (the demo password): the coordinator, a coach and a
 * guardian. `seat`: their school seat; the guardian has none (their children make them one).
 */
export const SCHOOL_PEOPLE = [
  { nome: "Cristiane Alves Pinto", email: "escolinha@exemplo.org", seat: "coordenador-escolinha" },
  { nome: "Rodrigo Lima Batista", email: "professor@exemplo.org", seat: "professor-escolinha" },
  { nome: "Fernanda Pereira Gomes", email: "responsavel@exemplo.org", cpf: "390.533.447-05" },
]

/** People without a demo login: another coach and the other children's guardians. */
export const SCHOOL_OTHERS = [
  { nome: "Thiago Moreira Campos", email: "thiago.moreira@exemplo.org", seat: "professor-escolinha" },
  { nome: "Renata Ramos Silva", email: "renata.ramos@exemplo.com", cpf: "111.444.777-35" },
  { nome: "Fábio Rocha Mendes", email: "fabio.rocha@exemplo.com", cpf: "123.456.789-09" },
  { nome: "Camila Campos Duarte", email: "camila.campos@exemplo.com", cpf: "987.654.321-00" },
]

/**
 * The classes: `anos` is how many years before this one their first and last birth years are;
 * `professor` the coach's e-mail.
 */
export const TURMAS = [
  {
    nome: "Sub-7",
    anos: [7, 6],
    dias: ["seg", "qua"],
    hora_inicio: "14:00",
    hora_fim: "15:00",
    local: "Campo society",
    vagas: 12,
    professor: "professor@exemplo.org",
  },
  {
    nome: "Sub-9",
    anos: [9, 8],
    dias: ["ter", "qui"],
    hora_inicio: "14:00",
    hora_fim: "15:30",
    local: "Campo society",
    vagas: 12,
    professor: "professor@exemplo.org",
  },
  {
    nome: "Sub-11",
    anos: [11, 10],
    dias: ["seg", "qua", "sex"],
    hora_inicio: "15:30",
    hora_fim: "17:00",
    local: "Campo municipal",
    vagas: 2,
    professor: "thiago.moreira@exemplo.org",
  },
]

/**
 * The children: born `nascido` [years ago, month, day] (the class takes its birth year), their
 * guardian's e-mail, whether they wait for a place, the image authorisation, and the health
 * certificate's age in days (null: none) or the days left before it expires (`venceEm`).
 */
export const ALUNOS = [
  {
    nome: "Lucas Pereira Gomes",
    nascido: [6, 3, 10],
    turma: "Sub-7",
    responsavel: "responsavel@exemplo.org",
    imagem: true,
    atestadoHaDias: 90,
  },
  {
    nome: "Sofia Pereira Gomes",
    nascido: [8, 6, 20],
    turma: "Sub-9",
    responsavel: "responsavel@exemplo.org",
    imagem: false,
    venceEm: 10,
  },
  {
    nome: "Bernardo Ramos Silva",
    nascido: [7, 9, 2],
    turma: "Sub-7",
    responsavel: "renata.ramos@exemplo.com",
    imagem: true,
    atestadoHaDias: 200,
  },
  {
    nome: "Laura Rocha Mendes",
    nascido: [9, 1, 15],
    turma: "Sub-9",
    responsavel: "fabio.rocha@exemplo.com",
    imagem: true,
    atestadoHaDias: 400,
  },
  {
    nome: "Enzo Ramos Silva",
    nascido: [10, 2, 5],
    turma: "Sub-11",
    responsavel: "renata.ramos@exemplo.com",
    imagem: true,
    atestadoHaDias: 30,
  },
  {
    nome: "Valentina Rocha Mendes",
    nascido: [10, 8, 1],
    turma: "Sub-11",
    responsavel: "fabio.rocha@exemplo.com",
    imagem: false,
    atestadoHaDias: 120,
  },
  {
    nome: "Heitor Campos Duarte",
    nascido: [10, 12, 1],
    turma: "Sub-11",
    responsavel: "camila.campos@exemplo.com",
    imagem: true,
    espera: true,
    atestadoHaDias: null,
  },
]

/** Two school requests in the inbox, not enrolled: a 6-year-old, and a 12-year-old the school cannot take. */
export const NEW_SCHOOL_REQUESTS = [
  {
    nome_responsavel: "Aline Nunes Prado",
    email: "aline.prado@exemplo.com",
    cpf_responsavel: "529.982.247-25",
    telefone: "(11) 97654-3210",
    nome_crianca: "Gabriel Nunes Prado",
    age: 6,
    extraDays: 45,
    observacoes: "Ele adora futebol e já joga na rua com os amigos.",
  },
  {
    nome_responsavel: "Sérgio Costa Lima",
    email: "sergio.costa@exemplo.com",
    cpf_responsavel: "714.602.380-01",
    telefone: "(11) 96543-2109",
    nome_crianca: "Pedro Henrique Costa",
    age: 12,
    extraDays: 30,
  },
]

/** School photos (by title, content-files.mjs SCHOOL_GALLERY) that show a child, by name. */
export const FOTOS_COM_CRIANCAS = [
  { titulo: "Chutes a gol", crianca: "Lucas Pereira Gomes", publicada: true },
  { titulo: "Treino de passes", crianca: "Sofia Pereira Gomes", publicada: false },
]
