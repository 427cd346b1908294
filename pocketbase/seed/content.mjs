// The demo's words: people, events, documents, pictures and messages, in Portuguese (pt-BR).
// Dates are not here: demo-data.mjs places everything relative to the day the seed runs.

export const ASSOCIATION = "Associação dos Veteranos"
export const DEMO_PASSWORD = "demo12345"

/**
 * The people with an account (cadastro_geral), all of them members (associados).
 * - email: the role accounts have fixed addresses and the demo password; the rest get nome.sobrenome.
 * - board: position on the executive board (tipo diretoria) or fiscal council (tipo conselho) in
 *   the current term; publicEmail/publicPhone false leave that public contact empty ('Não
 *   informado' on the site).
 * - previousBoard: a position held in the previous term, ended (the panel's 'Gestões anteriores').
 * - birthday: "today" (exactly one person) or "month" (the current month); others are spread.
 * - ativo: false for the few inactive members.
 * - lista: in the members' directory (name and photo), sharing the WhatsApp when `whatsapp`.
 * - aniversarioPublico: false for who did not choose to show their birthday (the others did).
 */
export const PEOPLE = [
  {
    nome: "José Carlos Ferreira",
    email: "presidente@exemplo.org",
    board: { cargo: "presidente", tipo: "diretoria" },
  },
  { nome: "Luiz Fernando Costa", board: { cargo: "vice-presidente", tipo: "diretoria" } },
  {
    nome: "Antônio Marcos Oliveira",
    email: "financeiro@exemplo.org",
    board: { cargo: "financeiro", tipo: "diretoria" },
  },
  {
    nome: "Marcos Antônio Ribeiro",
    board: { cargo: "secretario", tipo: "diretoria", publicPhone: false },
  },
  {
    nome: "Paulo Roberto Santos",
    email: "diretoria@exemplo.org",
    board: { cargo: "diretoria", tipo: "diretoria" },
  },
  {
    nome: "Sebastião Pereira Lima",
    email: "conselho@exemplo.org",
    board: { cargo: "presidente-conselho", tipo: "conselho" },
  },
  {
    nome: "Francisco das Chagas Souza",
    board: { cargo: "conselheiro", tipo: "conselho", publicEmail: false, publicPhone: false },
  },
  { nome: "Maria Aparecida Gomes", board: { cargo: "conselheiro", tipo: "conselho" } },
  { nome: "João Batista Almeida", email: "associado@exemplo.org", birthday: "month" },
  { nome: "Carlos Eduardo Rocha", birthday: "today" },
  { nome: "Ricardo Alves Martins", birthday: "month", lista: { whatsapp: true } },
  // In the directory with her name and photo only: neither her WhatsApp nor her birthday.
  { nome: "Ana Lúcia Carvalho", birthday: "month", lista: { whatsapp: false }, aniversarioPublico: false },
  { nome: "Edson Ferreira Dias", birthday: "month" },
  { nome: "Roberto Carlos Nascimento" },
  { nome: "Sérgio Luiz Barbosa" },
  { nome: "Valdir Moreira Cardoso", ativo: false },
  { nome: "Geraldo Magela Teixeira", previousBoard: { cargo: "presidente", tipo: "diretoria" } },
  { nome: "Raimundo Nonato Araújo" },
  { nome: "Osvaldo Pires Mendes", ativo: false },
  { nome: "Cláudio Roberto Freitas" },
  { nome: "Wagner Luís Monteiro" },
  { nome: "Jorge Henrique Castro" },
  { nome: "Márcio Vieira Campos" },
  { nome: "Reginaldo Souza Pinto" },
  { nome: "Benedito Rodrigues Correia", ativo: false },
  { nome: "Nelson Cavalcanti Moura" },
]

/** Events placed `offset` days from today (0 = today), at `time` in São Paulo. */
export const RELATIVE_EVENTS = [
  {
    offset: 0,
    time: "19:00",
    titulo: "Jogo festivo dos veteranos",
    localizacao: "Campo municipal",
    capacidade: 200,
    descricao:
      "Partida festiva entre os times Verde e Amarelo dos veteranos, aberta às famílias. Depois do jogo, lanche na sede.",
  },
  {
    offset: 6,
    time: "09:00",
    titulo: "Torneio de integração",
    localizacao: "Campo municipal",
    // Two places, both taken, one person waiting (demo-inscricoes.mjs).
    capacidade: 2,
    descricao:
      "Torneio entre equipes sorteadas na hora, para os novos associados conhecerem a turma. Traga chuteira e disposição.",
  },
  {
    offset: 13,
    time: "19:30",
    titulo: "Reunião aberta da diretoria",
    localizacao: "Sede social",
    capacidade: 60,
    descricao:
      "A diretoria apresenta o andamento das obras da sede e ouve sugestões dos associados. Aberta a todos os sócios.",
  },
  {
    offset: 20,
    time: "12:00",
    titulo: "Churrasco de confraternização",
    localizacao: "Churrasqueira da sede",
    capacidade: 150,
    descricao:
      "Almoço de confraternização dos associados e familiares. Adesão na secretaria até a quinta-feira anterior.",
  },
  {
    offset: 34,
    time: "15:00",
    titulo: "Festival da Escolinha de Futebol",
    localizacao: "Campo municipal",
    capacidade: 250,
    descricao:
      "Os alunos da escolinha (5 a 10 anos) mostram o que aprenderam, com jogos curtos e entrega de medalhas.",
  },
  {
    offset: 48,
    time: "20:00",
    titulo: "Bingo beneficente",
    localizacao: "Salão de festas",
    capacidade: 180,
    descricao:
      "Bingo com prêmios doados pelo comércio local. A renda será revertida para uniformes da escolinha.",
  },
  {
    offset: 67,
    time: "09:00",
    titulo: "Amistoso com os veteranos da região",
    localizacao: "Estádio municipal",
    capacidade: 300,
    descricao:
      "Amistoso contra o time de veteranos da cidade vizinha. Concentração na sede às 8h; haverá transporte.",
  },
  {
    offset: 85,
    time: "20:00",
    titulo: "Baile dos veteranos",
    localizacao: "Salão de festas",
    capacidade: 200,
    descricao: "Noite de música ao vivo e dança. Ingressos à venda na secretaria da associação.",
  },
  {
    offset: 128,
    time: "10:00",
    titulo: "Copa dos Veteranos – abertura",
    localizacao: "Campo municipal",
    capacidade: 250,
    descricao: "Cerimônia de abertura e primeira rodada da Copa dos Veteranos, com seis equipes.",
  },
  {
    offset: -9,
    time: "19:00",
    titulo: "Homenagem aos sócios fundadores",
    localizacao: "Sede social",
    capacidade: 100,
    descricao: "Sessão solene em homenagem aos sócios fundadores, com exibição de fotos históricas.",
  },
  {
    offset: -38,
    time: "08:00",
    titulo: "Mutirão de manutenção da sede",
    localizacao: "Sede social",
    capacidade: 40,
    descricao: "Pintura do vestiário e reparo do alambrado. Café da manhã para os voluntários.",
  },
  {
    offset: -74,
    time: "09:00",
    titulo: "Torneio relâmpago de veteranos",
    localizacao: "Campo municipal",
    capacidade: 120,
    descricao: "Quatro equipes, jogos de 20 minutos e final no mesmo dia.",
  },
  {
    offset: -131,
    time: "19:30",
    titulo: "Palestra: saúde e esporte depois dos 40",
    localizacao: "Salão de festas",
    capacidade: 80,
    descricao: "Conversa com um médico do esporte sobre prevenção de lesões e cuidados com o coração.",
  },
]

/** Events on fixed days of the current year (month 1-12), past or future depending on today. */
export const YEARLY_EVENTS = [
  {
    month: 3,
    day: 14,
    time: "09:00",
    titulo: "Assembleia Geral Ordinária",
    localizacao: "Sede social",
    capacidade: 150,
    descricao:
      "Prestação de contas do exercício anterior e aprovação do plano de atividades. Segunda chamada às 9h30.",
  },
  {
    month: 6,
    day: 20,
    time: "18:00",
    titulo: "Festa junina",
    localizacao: "Sede social",
    capacidade: 400,
    descricao: "Quadrilha, fogueira, comidas típicas e brincadeiras para as crianças.",
  },
  {
    month: 12,
    day: 12,
    time: "20:00",
    titulo: "Confraternização de fim de ano",
    localizacao: "Salão de festas",
    capacidade: 250,
    descricao: "Jantar de encerramento do ano, com a entrega do troféu de destaque da temporada.",
  },
]

/** The yearly calendar (calendario_anual): every month has at least one entry. */
export const CALENDAR = [
  ["Janeiro", "Torneio de verão dos veteranos"],
  ["Fevereiro", "Bloco de Carnaval dos Veteranos"],
  ["Março", "Assembleia Geral Ordinária"],
  ["Março", "Início das aulas da Escolinha de Futebol"],
  ["Abril", "Aniversário da associação – jogo festivo"],
  ["Maio", "Almoço do Dia das Mães"],
  ["Junho", "Festa junina"],
  ["Julho", "Copinha de férias da escolinha"],
  ["Agosto", "Jogo festivo do Dia dos Pais"],
  ["Setembro", "Torneio de integração"],
  ["Outubro", "Festa do Dia das Crianças"],
  ["Novembro", "Final do campeonato interno"],
  ["Novembro", "Festival da Escolinha de Futebol"],
  ["Dezembro", "Confraternização de fim de ano"],
]
