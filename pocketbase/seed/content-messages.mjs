// The demo's requests and messages, in Portuguese (pt-BR); demo-requests.mjs dates them.

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
