// A valid submission of each public form, by field name: every test level (the actions, the browser)
// fills the same data, and adds only what its case is about (the consent box, observations, a typo).

export const validPedidoSocio = (email: string) => ({
  nome: "Maria Teste da Silva",
  email,
  telefone: "11987654321",
  data_nascimento: "1970-05-20",
  rg: "12.345.678-9",
  cpf: "52998224725",
  endereco: "Rua das Flores, 10",
})

export const validPedidoEscolinha = (email: string) => ({
  nome_responsavel: "Ana Teste Souza",
  cpf_responsavel: "11144477735",
  nome_crianca: "Lia Souza",
  data_nascimento: "2019-04-10",
  telefone: "21998765432",
  email,
})

export const validContato = (email: string) => ({
  nome: "Rui Teste",
  email,
  telefone: "1133334444",
  assunto: "Aluguel da sede",
  mensagem: "Gostaria de saber como reservar a sede para um aniversário.",
})

/**
 * A membership request as PocketBase holds it once the public form stored it (CPF and phone masked,
 * pendente, filiacao), for tests that start from a request waiting for the president; `extra`
 * is what the test's case is about (a name to search for, another status).
 */
export const storedPedidoSocio = (email: string, extra: Record<string, string> = {}) => ({
  nome: "Solicitante Teste da Silva",
  email,
  telefone: "(11) 98765-4321",
  data_nascimento: "1975-04-12",
  rg: "12.345.678-9",
  cpf: "529.982.247-25",
  endereco: "Rua das Palmeiras, 215 – Centro",
  observacoes: "",
  status: "pendente",
  tipo: "filiacao",
  ...extra,
})

/** A real 1x1 PNG, for the image and document fields. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
)
