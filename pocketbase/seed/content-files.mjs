// The demo's documents and pictures, in Portuguese (pt-BR); demo-data.mjs dates and draws them.

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

/** The youth school's pictures, newest first, `daysAgo` before today. */
export const SCHOOL_GALLERY = [
  { titulo: "Aquecimento da turma infantil", daysAgo: 4 },
  { titulo: "Treino de passes", daysAgo: 11 },
  { titulo: "Chutes a gol", daysAgo: 25 },
  { titulo: "Festival da escolinha", daysAgo: 47 },
  { titulo: "Entrega de medalhas", daysAgo: 52 },
  { titulo: "Roda de conversa com os professores", daysAgo: 83 },
  { titulo: "Jogo-treino de sexta-feira", daysAgo: 120 },
  { titulo: "Foto oficial da turma", daysAgo: 160 },
]
