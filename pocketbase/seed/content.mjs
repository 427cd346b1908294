// The demo's words: people, events, documents, pictures and messages, in Portuguese (pt-BR).
// Dates are not here: demo-data.mjs places everything relative to the day the seed runs.

export const ASSOCIATION = "Associação dos Veteranos"
export const DEMO_PASSWORD = "demo12345"

/**
 * The people with an account (cadastro_geral), all of them members (associados).
 * - email: the role accounts have fixed addresses and the demo password; the rest get nome.sobrenome.
 * - board: position on the executive board (tipo diretoria) or fiscal council (tipo conselho);
 *   publicEmail/publicPhone false leave that public contact empty ('Não informado' on the site).
 * - birthday: "today" (exactly one person) or "month" (the current month); others are spread.
 * - ativo: false for the few inactive members.
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
  { nome: "Sebastião Pereira Lima", board: { cargo: "conselheiro", tipo: "conselho" } },
  {
    nome: "Francisco das Chagas Souza",
    board: { cargo: "conselheiro", tipo: "conselho", publicEmail: false, publicPhone: false },
  },
  { nome: "Maria Aparecida Gomes", board: { cargo: "conselheiro", tipo: "conselho" } },
  { nome: "João Batista Almeida", email: "associado@exemplo.org", birthday: "month" },
  { nome: "Carlos Eduardo Rocha", birthday: "today" },
  { nome: "Ricardo Alves Martins", birthday: "month" },
  { nome: "Ana Lúcia Carvalho", birthday: "month" },
  { nome: "Edson Ferreira Dias", birthday: "month" },
  { nome: "Roberto Carlos Nascimento" },
  { nome: "Sérgio Luiz Barbosa" },
  { nome: "Valdir Moreira Cardoso", ativo: false },
  { nome: "Geraldo Magela Teixeira" },
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
    capacidade: 120,
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

/** Documents; `{ano}` becomes last year, for the reports. */
export const DOCUMENTS = [
  {
    categoria: "fundacional",
    nome: "Estatuto Social",
    arquivo: "estatuto-social.pdf",
    descricao: "Estatuto da associação, com as alterações aprovadas em assembleia.",
    paragraphs: [
      "Capítulo I – Da denominação, sede e finalidade.",
      "Art. 1º A Associação dos Veteranos é uma associação civil de direito privado, sem fins lucrativos, com prazo de duração indeterminado.",
      "Art. 2º A associação tem por finalidade promover a prática do futebol amador entre veteranos, a convivência social e a formação esportiva de crianças.",
      "Art. 3º São direitos dos associados em dia com suas obrigações: participar das atividades, votar e ser votado nas assembleias e utilizar as dependências da sede.",
      "Art. 4º A diretoria executiva e o conselho fiscal são eleitos em Assembleia Geral para mandatos de três anos, permitida a reeleição.",
    ],
  },
  {
    categoria: "fundacional",
    nome: "Ata de Fundação",
    arquivo: "ata-de-fundacao.pdf",
    descricao: "Ata da assembleia de fundação e eleição da primeira diretoria.",
    paragraphs: [
      "Aos vinte dias do mês de março, reuniram-se na sede provisória os sócios fundadores para deliberar sobre a criação da associação.",
      "Foi lido e aprovado por unanimidade o estatuto social, e eleita a primeira diretoria executiva e o primeiro conselho fiscal.",
      "Nada mais havendo a tratar, foi lavrada a presente ata, que vai assinada pelos presentes.",
    ],
  },
  {
    categoria: "regulamento",
    nome: "Regimento Interno",
    arquivo: "regimento-interno.pdf",
    descricao: "Normas de convivência, uso da sede e obrigações dos associados.",
    paragraphs: [
      "1. A mensalidade vence no dia 10 de cada mês. O atraso superior a 90 dias suspende os direitos do associado.",
      "2. As dependências da sede funcionam de segunda a sexta, das 8h às 18h, e aos sábados, das 8h às 12h.",
      "3. É proibido o consumo de bebidas alcoólicas nas áreas de uso da escolinha de futebol.",
      "4. Casos omissos serão resolvidos pela diretoria executiva.",
    ],
  },
  {
    categoria: "regulamento",
    nome: "Regulamento da Escolinha de Futebol",
    arquivo: "regulamento-escolinha.pdf",
    descricao: "Inscrição, horários e regras da escolinha para crianças de 5 a 10 anos.",
    paragraphs: [
      "A escolinha atende crianças de 5 a 10 anos, de segunda a sexta-feira, das 14h às 17h.",
      "A inscrição é feita pelo responsável legal, pelo site ou na secretaria, e depende de vaga na turma.",
      "É obrigatório o uso de caneleiras nos treinos. A associação fornece o uniforme de jogo.",
    ],
  },
  {
    categoria: "regulamento",
    nome: "Regulamento de Uso dos Espaços",
    arquivo: "regulamento-uso-dos-espacos.pdf",
    descricao: "Como reservar o salão de festas, a churrasqueira e o campo.",
    paragraphs: [
      "As reservas são feitas pelo associado ativo, na Área do Associado, com no mínimo 7 dias de antecedência.",
      "Os espaços podem ser usados das 8h às 22h, com no máximo 100 pessoas por evento.",
      "A reserva só é confirmada após aprovação da presidência. O associado responde pela conservação do espaço.",
    ],
  },
  {
    categoria: "relatorio",
    nome: "Relatório Anual de Atividades {ano}",
    arquivo: "relatorio-anual-{ano}.pdf",
    descricao: "Resumo das atividades esportivas e sociais realizadas no ano.",
    paragraphs: [
      "No ano foram realizados 3 torneios, 14 jogos festivos e 9 eventos sociais, com participação média de 80 pessoas.",
      "A escolinha de futebol atendeu 62 crianças em duas turmas, com 94% de frequência.",
      "A sede recebeu reforma do vestiário e nova iluminação do campo.",
    ],
  },
  {
    categoria: "relatorio",
    nome: "Prestação de Contas {ano}",
    arquivo: "prestacao-de-contas-{ano}.pdf",
    descricao: "Demonstrativo de receitas e despesas aprovado pelo conselho fiscal.",
    paragraphs: [
      "Receitas: mensalidades R$ 21.840,00; eventos R$ 9.310,00; doações R$ 2.500,00.",
      "Despesas: manutenção da sede R$ 14.200,00; material esportivo R$ 6.480,00; contas de consumo R$ 7.950,00.",
      "Saldo do exercício: R$ 5.020,00. Parecer do conselho fiscal: contas aprovadas sem ressalvas.",
    ],
  },
]

/** Photos of the association's life, newest first, `daysAgo` before today. */
export const PHOTOS = [
  { titulo: "Homenagem aos sócios fundadores", daysAgo: 9 },
  { titulo: "Mutirão na sede", daysAgo: 38 },
  { titulo: "Final do torneio relâmpago", daysAgo: 74 },
  { titulo: "Time dos veteranos campeão", daysAgo: 110 },
  { titulo: "Palestra sobre saúde e esporte", daysAgo: 131 },
  { titulo: "Festa junina na sede", daysAgo: 170 },
  { titulo: "Churrasco de confraternização", daysAgo: 205 },
  { titulo: "Assembleia Geral Ordinária", daysAgo: 250 },
  { titulo: "Entrega dos novos uniformes", daysAgo: 300 },
  { titulo: "Confraternização de fim de ano", daysAgo: 350 },
]

export const SCHOOL_GALLERY = [
  "Aquecimento da turma infantil",
  "Treino de passes",
  "Chutes a gol",
  "Festival da escolinha",
  "Entrega de medalhas",
  "Roda de conversa com os professores",
  "Jogo-treino de sexta-feira",
  "Foto oficial da turma",
]

/** Membership applications (pedido_socio), `daysAgo` before today. */
export const APPLICATIONS = [
  {
    nome: "Fábio Henrique Guimarães",
    email: "fabio.guimaraes@exemplo.com",
    age: 47,
    daysAgo: 1,
    status: "pendente",
    endereco: "Rua das Palmeiras, 215 – Centro",
  },
  {
    nome: "Rogério Lopes da Silva",
    email: "rogerio.lopes@exemplo.com",
    age: 52,
    daysAgo: 3,
    status: "pendente",
    endereco: "Avenida Brasil, 1020, apto 32 – Jardim América",
    observacoes:
      "Gostaria de incluir como dependentes minha esposa, Sandra Lopes da Silva, e meu filho Pedro, de 12 anos.",
  },
  {
    nome: "Adriana Cristina Melo",
    email: "adriana.melo@exemplo.com",
    age: 44,
    daysAgo: 6,
    status: "pendente",
    endereco: "Rua São Sebastião, 88 – Vila Nova",
  },
  {
    nome: "Gilberto Nunes Ramos",
    email: "gilberto.ramos@exemplo.com",
    age: 58,
    daysAgo: 12,
    status: "pendente",
    endereco: "Travessa dos Ipês, 12 – Bela Vista",
    observacoes: "Fui sócio entre 2010 e 2015 e quero voltar a jogar com a turma.",
  },
  {
    nome: "Thiago Augusto Prado",
    email: "thiago.prado@exemplo.com",
    age: 27,
    daysAgo: 25,
    status: "reprovado",
    endereco: "Rua Sete de Setembro, 430 – Centro",
    observacoes: "Jogo futebol society aos fins de semana.",
  },
  {
    // Approved earlier: he is now a member (see PEOPLE), as approving creates the account.
    nome: "Nelson Cavalcanti Moura",
    email: "nelson.moura@exemplo.org",
    age: 61,
    daysAgo: 40,
    status: "aprovado",
    endereco: "Rua Tiradentes, 57 – São José",
  },
]

/** Football school requests (pedido_escolinha): the child's age in years and extra days. */
export const SCHOOL_REQUESTS = [
  {
    nome_responsavel: "Juliana Ferreira Rocha",
    email: "juliana.rocha@exemplo.com",
    nome_crianca: "Lucas Ferreira Rocha",
    age: 7,
    extraDays: 95,
    observacoes: "Ele já treinou em outra escolinha no ano passado.",
  },
  {
    nome_responsavel: "Ricardo Alves Martins",
    email: "ricardo.martins@exemplo.org",
    nome_crianca: "Davi Martins",
    age: 9,
    extraDays: 200,
  },
  {
    nome_responsavel: "Patrícia Souza Lima",
    email: "patricia.lima@exemplo.com",
    nome_crianca: "Miguel Souza Lima",
    age: 5,
    extraDays: 60,
    observacoes: "Tem asma leve e usa bombinha antes de atividades físicas.",
  },
  {
    nome_responsavel: "Eduardo Barros Nogueira",
    email: "eduardo.nogueira@exemplo.com",
    nome_crianca: "Arthur Barros Nogueira",
    age: 8,
    extraDays: 150,
  },
]

export const CONTACT_MESSAGES = [
  {
    nome: "Aline Moreira",
    email: "aline.moreira@exemplo.com",
    assunto: "Aluguel do salão de festas",
    mensagem:
      "Boa tarde! Gostaria de saber se quem não é associado pode alugar o salão de festas para um aniversário e qual o valor.",
  },
  {
    nome: "Roberto Fagundes",
    email: "roberto.fagundes@exemplo.com",
    assunto: "Jogo amistoso",
    mensagem:
      "Sou do time de veteranos do bairro Santa Cruz e gostaríamos de marcar um amistoso no campo de vocês. Como podemos combinar?",
  },
  {
    nome: "Cláudia Rezende",
    email: "claudia.rezende@exemplo.com",
    assunto: "Escolinha de futebol",
    mensagem:
      "Meu filho tem 4 anos e meio. Ele já pode se inscrever na escolinha ou precisa esperar completar 5 anos?",
  },
  {
    nome: "Sérgio Tavares",
    email: "sergio.tavares@exemplo.com",
    assunto: "Fotos do torneio",
    mensagem:
      "Tirei várias fotos do torneio relâmpago e gostaria de enviar para a galeria do site. Para qual e-mail posso mandar?",
  },
]
